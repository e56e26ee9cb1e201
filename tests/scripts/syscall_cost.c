/* The cost of a Linux system call, for runtime.syscall_cycles (docs/DECISIONS.md, "The
 * runtime's work"): `gcc -O2 tests/scripts/syscall_cost.c -o /tmp/sc && /tmp/sc`. Three rounds
 * of the cheapest call that enters the kernel (getppid through syscall(2), which glibc cannot
 * cache) and of a 1-byte write to /dev/null (what a stdio flush costs at least). */
#define _GNU_SOURCE
#include <unistd.h>
#include <sys/syscall.h>
#include <stdio.h>
#include <time.h>
#include <fcntl.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e9+t.tv_nsec;}
int main(void){
  const long N=2000000; double a,b; char c='x';
  int fd=open("/dev/null",O_WRONLY);
  for(int r=0;r<3;r++){
  a=now(); for(long i=0;i<N;i++) syscall(SYS_getppid); b=now();
  printf("getppid %.1f ns/call\n",(b-a)/N);
  a=now(); for(long i=0;i<N;i++) write(fd,&c,1); b=now();
  printf("write(/dev/null,1) %.1f ns/call\n",(b-a)/N);}
  return 0;}
