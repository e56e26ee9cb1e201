# iassignpcoff stores pc-relative: into .text, which is mapped read-only, so it faults.
func &main () i32 {
  iassignpcoff u32 0 (constval u32 0)
  return (constval i32 0)
}
