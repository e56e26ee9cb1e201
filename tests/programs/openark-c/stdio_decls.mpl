# A module that declares the whole of <stdio.h>, as every C file hir2mpl compiles does, and
# calls only printf: the declarations without a shim cost nothing until called.
flavor 1
srclang 1
id 65535
numfuncs 84
entryfunc &main
fileinfo {
  @INFO_filename "./stdio_decls.ast"}
srcfileinfo {
  2 "/usr/include/stdio.h",
  3 "stdio_decls.c",
  4 "/usr/include/bits/types/struct_FILE.h",
  5 "/usr/include/bits/types/__fpos_t.h",
  6 "/usr/include/bits/types/__mbstate_t.h"}
type $_IO_FILE <struct {
  @_flags i32 align(4),
  @_IO_read_ptr <* u8> align(8),
  @_IO_read_end <* u8> align(8),
  @_IO_read_base <* u8> align(8),
  @_IO_write_base <* u8> align(8),
  @_IO_write_ptr <* u8> align(8),
  @_IO_write_end <* u8> align(8),
  @_IO_buf_base <* u8> align(8),
  @_IO_buf_end <* u8> align(8),
  @_IO_save_base <* u8> align(8),
  @_IO_backup_base <* u8> align(8),
  @_IO_save_end <* u8> align(8),
  @_markers <* <$_IO_marker>> align(8),
  @_chain <* <$_IO_FILE>> align(8),
  @_fileno i32 align(4),
  @_flags2 i32 align(4),
  @_old_offset i64 align(8),
  @_cur_column u16 align(2),
  @_vtable_offset i8,
  @_shortbuf <[1] u8>,
  @_lock <* void> align(8),
  @_offset i64 align(8),
  @_codecvt <* <$_IO_codecvt>> align(8),
  @_wide_data <* <$_IO_wide_data>> align(8),
  @_freeres_list <* <$_IO_FILE>> align(8),
  @_freeres_buf <* void> align(8),
  @__pad5 u64 align(8),
  @_mode i32 align(4),
  @_unused2 <[20] u8>}>
type $__va_list <struct {
  @__stack <* void> align(8),
  @__gr_top <* void> align(8),
  @__vr_top <* void> align(8),
  @__gr_offs i32 align(4),
  @__vr_offs i32 align(4)}>
type $_G_fpos_t <struct {
  @__pos i64 align(8),
  @__state <$__mbstate_t> align(4)}>
type $__mbstate_t <struct {
  @__count i32 align(4),
  @__value <$unnamed.12> align(4)}>
type $unnamed.12 <union {
  @__wch u32 align(4),
  @__wchb <[4] u8>}>
type $_IO_marker <structincomplete {}>
type $_IO_codecvt <structincomplete {}>
type $_IO_wide_data <structincomplete {}>
LOC 2 137 14
var $stdin extern <* <$_IO_FILE>>
LOC 2 138 14
var $stdout extern <* <$_IO_FILE>>
LOC 2 139 14
var $stderr extern <* <$_IO_FILE>>
LOC 2 146 12
func &remove public extern (var %__filename <* u8>) i32
LOC 2 150 12
func &rename public extern (var %__old <* u8>, var %__new <* u8>) i32
LOC 2 154 12
func &renameat public extern (var %__oldfd i32, var %__old <* u8>, var %__newfd i32, var %__new <* u8>) i32
LOC 2 158 12
func &tmpfile public extern () <* <$_IO_FILE>>
LOC 2 162 12
func &tmpnam public extern (var %__s <* u8>) <* u8>
LOC 2 166 12
func &tmpnam_r public extern (var %__s <* u8>) <* u8>
LOC 2 170 12
func &tempnam public extern (var %__dir <* u8>, var %__pfx <* u8>) <* u8>
LOC 2 174 12
func &fclose public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 178 12
func &fflush public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 182 12
func &fflush_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 186 12
func &fopen public extern (var %__filename <* u8> restrict, var %__modes <* u8> restrict) <* <$_IO_FILE>>
LOC 2 190 12
func &freopen public extern (var %__filename <* u8> restrict, var %__modes <* u8> restrict, var %__stream <* <$_IO_FILE>> restrict) <* <$_IO_FILE>>
LOC 2 194 12
func &fdopen public extern (var %__fd i32, var %__modes <* u8>) <* <$_IO_FILE>>
LOC 2 198 12
func &fmemopen public extern (var %__s <* void>, var %__len u64, var %__modes <* u8>) <* <$_IO_FILE>>
LOC 2 202 12
func &open_memstream public extern (var %__bufloc <* <* u8>>, var %__sizeloc <* u64>) <* <$_IO_FILE>>
LOC 2 206 12
func &setbuf public extern (var %__stream <* <$_IO_FILE>> restrict, var %__buf <* u8> restrict) void
LOC 2 210 12
func &setvbuf public extern (var %__stream <* <$_IO_FILE>> restrict, var %__buf <* u8> restrict, var %__modes i32, var %__n u64) i32
LOC 2 214 12
func &setbuffer public extern (var %__stream <* <$_IO_FILE>> restrict, var %__buf <* u8> restrict, var %__size u64) void
LOC 2 218 12
func &setlinebuf public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 222 12
func &fprintf public varargs extern (var %__stream <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, ...) i32
LOC 2 226 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 2 230 12
func &sprintf public varargs extern (var %__s <* u8> restrict, var %__format <* u8> restrict, ...) i32
LOC 2 234 12
func &vfprintf public extern (var %__s <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 238 12
func &vprintf public extern (var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 242 12
func &vsprintf public extern (var %__s <* u8> restrict, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 246 12
func &snprintf public varargs extern (var %__s <* u8> restrict, var %__maxlen u64, var %__format <* u8> restrict, ...) i32
LOC 2 250 12
func &vsnprintf public extern (var %__s <* u8> restrict, var %__maxlen u64, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 254 12
func &vdprintf public extern (var %__fd i32, var %__fmt <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 258 12
func &dprintf public varargs extern (var %__fd i32, var %__fmt <* u8> restrict, ...) i32
LOC 2 262 12
func &fscanf public varargs extern (var %__stream <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, ...) i32
LOC 2 266 12
func &scanf public varargs extern (var %__format <* u8> restrict, ...) i32
LOC 2 270 12
func &sscanf public varargs extern (var %__s <* u8> restrict, var %__format <* u8> restrict, ...) i32
LOC 2 274 12
func &vfscanf public extern (var %__s <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 278 12
func &vscanf public extern (var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 282 12
func &vsscanf public extern (var %__s <* u8> restrict, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
LOC 2 286 12
func &fgetc public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 290 12
func &getc public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 294 12
func &getchar public extern () i32
LOC 2 298 12
func &getc_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 302 12
func &getchar_unlocked public extern () i32
LOC 2 306 12
func &fgetc_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 310 12
func &fputc public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 314 12
func &putc public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 318 12
func &putchar public extern (var %__c i32) i32
LOC 2 322 12
func &fputc_unlocked public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 326 12
func &putc_unlocked public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 330 12
func &putchar_unlocked public extern (var %__c i32) i32
LOC 2 334 12
func &getw public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 338 12
func &putw public extern (var %__w i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 342 12
func &fgets public extern (var %__s <* u8> restrict, var %__n i32, var %__stream <* <$_IO_FILE>> restrict) <* u8>
LOC 2 346 12
func &getdelim public extern (var %__lineptr <* <* u8>> restrict, var %__n <* u64> restrict, var %__delimiter i32, var %__stream <* <$_IO_FILE>> restrict) i64
LOC 2 350 12
func &getline public extern (var %__lineptr <* <* u8>> restrict, var %__n <* u64> restrict, var %__stream <* <$_IO_FILE>> restrict) i64
LOC 2 354 12
func &fputs public extern (var %__s <* u8> restrict, var %__stream <* <$_IO_FILE>> restrict) i32
LOC 2 358 12
func &puts public extern (var %__s <* u8>) i32
LOC 2 362 12
func &ungetc public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
LOC 2 366 12
func &fread public extern (var %__ptr <* void> restrict, var %__size u64, var %__n u64, var %__stream <* <$_IO_FILE>> restrict) u64
LOC 2 370 12
func &fwrite public extern (var %__ptr <* void> restrict, var %__size u64, var %__n u64, var %__s <* <$_IO_FILE>> restrict) u64
LOC 2 374 12
func &fread_unlocked public extern (var %__ptr <* void> restrict, var %__size u64, var %__n u64, var %__stream <* <$_IO_FILE>> restrict) u64
LOC 2 378 12
func &fwrite_unlocked public extern (var %__ptr <* void> restrict, var %__size u64, var %__n u64, var %__stream <* <$_IO_FILE>> restrict) u64
LOC 2 382 12
func &fseek public extern (var %__stream <* <$_IO_FILE>>, var %__off i64, var %__whence i32) i32
LOC 2 386 12
func &ftell public extern (var %__stream <* <$_IO_FILE>>) i64
LOC 2 390 12
func &rewind public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 394 12
func &fseeko public extern (var %__stream <* <$_IO_FILE>>, var %__off i64, var %__whence i32) i32
LOC 2 398 12
func &ftello public extern (var %__stream <* <$_IO_FILE>>) i64
LOC 2 402 12
func &fgetpos public extern (var %__stream <* <$_IO_FILE>> restrict, var %__pos <* <$_G_fpos_t>> restrict) i32
LOC 2 406 12
func &fsetpos public extern (var %__stream <* <$_IO_FILE>>, var %__pos <* <$_G_fpos_t>>) i32
LOC 2 410 12
func &clearerr public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 414 12
func &feof public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 418 12
func &ferror public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 422 12
func &clearerr_unlocked public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 426 12
func &feof_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 430 12
func &ferror_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 434 12
func &perror public extern (var %__s <* u8>) void
LOC 2 438 12
func &fileno public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 442 12
func &fileno_unlocked public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 446 12
func &pclose public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 450 12
func &popen public extern (var %__command <* u8>, var %__modes <* u8>) <* <$_IO_FILE>>
LOC 2 454 12
func &ctermid public extern (var %__s <* u8>) <* u8>
LOC 2 458 12
func &flockfile public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 462 12
func &ftrylockfile public extern (var %__stream <* <$_IO_FILE>>) i32
LOC 2 466 12
func &funlockfile public extern (var %__stream <* <$_IO_FILE>>) void
LOC 2 470 12
func &__uflow public extern (var %arg0 <* <$_IO_FILE>>) i32
LOC 2 474 12
func &__overflow public extern (var %arg0 <* <$_IO_FILE>>, var %arg1 i32) i32
LOC 3 3 5
func &main public used (var %argc i32 used, var %argv <* <* u8>> used) i32 {
  funcid 84
  funcinfo {
    @INFO_fullname "main"}

LOC 3 4 3
  call &printf (conststr ptr "hello from %s with %d argument%s\x0a", conststr ptr "hir2mpl", sub i32 (dread i32 %argc, constval i32 1), select ptr (eq u1 i32 (dread i32 %argc, constval i32 2), conststr ptr "", conststr ptr "s"))
LOC 3 5 3
  return (constval i32 0)
}
