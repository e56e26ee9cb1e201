# Many variables: 300 globals and a function with 300 locals of mixed widths (more than any
# 8-bit index or small frame offset holds), each written then summed.
func &printf (var %fmt <* i8>, ...) i32
var $g0 i32 = 0
var $g1 i8 = 1
var $g2 i64 = 2
var $g3 i16 = 3
var $g4 i32 = 4
var $g5 i8 = 5
var $g6 i64 = 6
var $g7 i16 = 7
var $g8 i32 = 8
var $g9 i8 = 9
var $g10 i64 = 10
var $g11 i16 = 11
var $g12 i32 = 12
var $g13 i8 = 13
var $g14 i64 = 14
var $g15 i16 = 15
var $g16 i32 = 16
var $g17 i8 = 17
var $g18 i64 = 18
var $g19 i16 = 19
var $g20 i32 = 20
var $g21 i8 = 21
var $g22 i64 = 22
var $g23 i16 = 23
var $g24 i32 = 24
var $g25 i8 = 25
var $g26 i64 = 26
var $g27 i16 = 27
var $g28 i32 = 28
var $g29 i8 = 29
var $g30 i64 = 30
var $g31 i16 = 31
var $g32 i32 = 32
var $g33 i8 = 33
var $g34 i64 = 34
var $g35 i16 = 35
var $g36 i32 = 36
var $g37 i8 = 37
var $g38 i64 = 38
var $g39 i16 = 39
var $g40 i32 = 40
var $g41 i8 = 41
var $g42 i64 = 42
var $g43 i16 = 43
var $g44 i32 = 44
var $g45 i8 = 45
var $g46 i64 = 46
var $g47 i16 = 47
var $g48 i32 = 48
var $g49 i8 = 49
var $g50 i64 = 50
var $g51 i16 = 51
var $g52 i32 = 52
var $g53 i8 = 53
var $g54 i64 = 54
var $g55 i16 = 55
var $g56 i32 = 56
var $g57 i8 = 57
var $g58 i64 = 58
var $g59 i16 = 59
var $g60 i32 = 60
var $g61 i8 = 61
var $g62 i64 = 62
var $g63 i16 = 63
var $g64 i32 = 64
var $g65 i8 = 65
var $g66 i64 = 66
var $g67 i16 = 67
var $g68 i32 = 68
var $g69 i8 = 69
var $g70 i64 = 70
var $g71 i16 = 71
var $g72 i32 = 72
var $g73 i8 = 73
var $g74 i64 = 74
var $g75 i16 = 75
var $g76 i32 = 76
var $g77 i8 = 77
var $g78 i64 = 78
var $g79 i16 = 79
var $g80 i32 = 80
var $g81 i8 = 81
var $g82 i64 = 82
var $g83 i16 = 83
var $g84 i32 = 84
var $g85 i8 = 85
var $g86 i64 = 86
var $g87 i16 = 87
var $g88 i32 = 88
var $g89 i8 = 89
var $g90 i64 = 90
var $g91 i16 = 91
var $g92 i32 = 92
var $g93 i8 = 93
var $g94 i64 = 94
var $g95 i16 = 95
var $g96 i32 = 96
var $g97 i8 = 97
var $g98 i64 = 98
var $g99 i16 = 99
var $g100 i32 = 0
var $g101 i8 = 1
var $g102 i64 = 2
var $g103 i16 = 3
var $g104 i32 = 4
var $g105 i8 = 5
var $g106 i64 = 6
var $g107 i16 = 7
var $g108 i32 = 8
var $g109 i8 = 9
var $g110 i64 = 10
var $g111 i16 = 11
var $g112 i32 = 12
var $g113 i8 = 13
var $g114 i64 = 14
var $g115 i16 = 15
var $g116 i32 = 16
var $g117 i8 = 17
var $g118 i64 = 18
var $g119 i16 = 19
var $g120 i32 = 20
var $g121 i8 = 21
var $g122 i64 = 22
var $g123 i16 = 23
var $g124 i32 = 24
var $g125 i8 = 25
var $g126 i64 = 26
var $g127 i16 = 27
var $g128 i32 = 28
var $g129 i8 = 29
var $g130 i64 = 30
var $g131 i16 = 31
var $g132 i32 = 32
var $g133 i8 = 33
var $g134 i64 = 34
var $g135 i16 = 35
var $g136 i32 = 36
var $g137 i8 = 37
var $g138 i64 = 38
var $g139 i16 = 39
var $g140 i32 = 40
var $g141 i8 = 41
var $g142 i64 = 42
var $g143 i16 = 43
var $g144 i32 = 44
var $g145 i8 = 45
var $g146 i64 = 46
var $g147 i16 = 47
var $g148 i32 = 48
var $g149 i8 = 49
var $g150 i64 = 50
var $g151 i16 = 51
var $g152 i32 = 52
var $g153 i8 = 53
var $g154 i64 = 54
var $g155 i16 = 55
var $g156 i32 = 56
var $g157 i8 = 57
var $g158 i64 = 58
var $g159 i16 = 59
var $g160 i32 = 60
var $g161 i8 = 61
var $g162 i64 = 62
var $g163 i16 = 63
var $g164 i32 = 64
var $g165 i8 = 65
var $g166 i64 = 66
var $g167 i16 = 67
var $g168 i32 = 68
var $g169 i8 = 69
var $g170 i64 = 70
var $g171 i16 = 71
var $g172 i32 = 72
var $g173 i8 = 73
var $g174 i64 = 74
var $g175 i16 = 75
var $g176 i32 = 76
var $g177 i8 = 77
var $g178 i64 = 78
var $g179 i16 = 79
var $g180 i32 = 80
var $g181 i8 = 81
var $g182 i64 = 82
var $g183 i16 = 83
var $g184 i32 = 84
var $g185 i8 = 85
var $g186 i64 = 86
var $g187 i16 = 87
var $g188 i32 = 88
var $g189 i8 = 89
var $g190 i64 = 90
var $g191 i16 = 91
var $g192 i32 = 92
var $g193 i8 = 93
var $g194 i64 = 94
var $g195 i16 = 95
var $g196 i32 = 96
var $g197 i8 = 97
var $g198 i64 = 98
var $g199 i16 = 99
var $g200 i32 = 0
var $g201 i8 = 1
var $g202 i64 = 2
var $g203 i16 = 3
var $g204 i32 = 4
var $g205 i8 = 5
var $g206 i64 = 6
var $g207 i16 = 7
var $g208 i32 = 8
var $g209 i8 = 9
var $g210 i64 = 10
var $g211 i16 = 11
var $g212 i32 = 12
var $g213 i8 = 13
var $g214 i64 = 14
var $g215 i16 = 15
var $g216 i32 = 16
var $g217 i8 = 17
var $g218 i64 = 18
var $g219 i16 = 19
var $g220 i32 = 20
var $g221 i8 = 21
var $g222 i64 = 22
var $g223 i16 = 23
var $g224 i32 = 24
var $g225 i8 = 25
var $g226 i64 = 26
var $g227 i16 = 27
var $g228 i32 = 28
var $g229 i8 = 29
var $g230 i64 = 30
var $g231 i16 = 31
var $g232 i32 = 32
var $g233 i8 = 33
var $g234 i64 = 34
var $g235 i16 = 35
var $g236 i32 = 36
var $g237 i8 = 37
var $g238 i64 = 38
var $g239 i16 = 39
var $g240 i32 = 40
var $g241 i8 = 41
var $g242 i64 = 42
var $g243 i16 = 43
var $g244 i32 = 44
var $g245 i8 = 45
var $g246 i64 = 46
var $g247 i16 = 47
var $g248 i32 = 48
var $g249 i8 = 49
var $g250 i64 = 50
var $g251 i16 = 51
var $g252 i32 = 52
var $g253 i8 = 53
var $g254 i64 = 54
var $g255 i16 = 55
var $g256 i32 = 56
var $g257 i8 = 57
var $g258 i64 = 58
var $g259 i16 = 59
var $g260 i32 = 60
var $g261 i8 = 61
var $g262 i64 = 62
var $g263 i16 = 63
var $g264 i32 = 64
var $g265 i8 = 65
var $g266 i64 = 66
var $g267 i16 = 67
var $g268 i32 = 68
var $g269 i8 = 69
var $g270 i64 = 70
var $g271 i16 = 71
var $g272 i32 = 72
var $g273 i8 = 73
var $g274 i64 = 74
var $g275 i16 = 75
var $g276 i32 = 76
var $g277 i8 = 77
var $g278 i64 = 78
var $g279 i16 = 79
var $g280 i32 = 80
var $g281 i8 = 81
var $g282 i64 = 82
var $g283 i16 = 83
var $g284 i32 = 84
var $g285 i8 = 85
var $g286 i64 = 86
var $g287 i16 = 87
var $g288 i32 = 88
var $g289 i8 = 89
var $g290 i64 = 90
var $g291 i16 = 91
var $g292 i32 = 92
var $g293 i8 = 93
var $g294 i64 = 94
var $g295 i16 = 95
var $g296 i32 = 96
var $g297 i8 = 97
var $g298 i64 = 98
var $g299 i16 = 99
func &main () i32 {
  var %l0 i32
  var %l1 i8
  var %l2 i64
  var %l3 i16
  var %l4 i32
  var %l5 i8
  var %l6 i64
  var %l7 i16
  var %l8 i32
  var %l9 i8
  var %l10 i64
  var %l11 i16
  var %l12 i32
  var %l13 i8
  var %l14 i64
  var %l15 i16
  var %l16 i32
  var %l17 i8
  var %l18 i64
  var %l19 i16
  var %l20 i32
  var %l21 i8
  var %l22 i64
  var %l23 i16
  var %l24 i32
  var %l25 i8
  var %l26 i64
  var %l27 i16
  var %l28 i32
  var %l29 i8
  var %l30 i64
  var %l31 i16
  var %l32 i32
  var %l33 i8
  var %l34 i64
  var %l35 i16
  var %l36 i32
  var %l37 i8
  var %l38 i64
  var %l39 i16
  var %l40 i32
  var %l41 i8
  var %l42 i64
  var %l43 i16
  var %l44 i32
  var %l45 i8
  var %l46 i64
  var %l47 i16
  var %l48 i32
  var %l49 i8
  var %l50 i64
  var %l51 i16
  var %l52 i32
  var %l53 i8
  var %l54 i64
  var %l55 i16
  var %l56 i32
  var %l57 i8
  var %l58 i64
  var %l59 i16
  var %l60 i32
  var %l61 i8
  var %l62 i64
  var %l63 i16
  var %l64 i32
  var %l65 i8
  var %l66 i64
  var %l67 i16
  var %l68 i32
  var %l69 i8
  var %l70 i64
  var %l71 i16
  var %l72 i32
  var %l73 i8
  var %l74 i64
  var %l75 i16
  var %l76 i32
  var %l77 i8
  var %l78 i64
  var %l79 i16
  var %l80 i32
  var %l81 i8
  var %l82 i64
  var %l83 i16
  var %l84 i32
  var %l85 i8
  var %l86 i64
  var %l87 i16
  var %l88 i32
  var %l89 i8
  var %l90 i64
  var %l91 i16
  var %l92 i32
  var %l93 i8
  var %l94 i64
  var %l95 i16
  var %l96 i32
  var %l97 i8
  var %l98 i64
  var %l99 i16
  var %l100 i32
  var %l101 i8
  var %l102 i64
  var %l103 i16
  var %l104 i32
  var %l105 i8
  var %l106 i64
  var %l107 i16
  var %l108 i32
  var %l109 i8
  var %l110 i64
  var %l111 i16
  var %l112 i32
  var %l113 i8
  var %l114 i64
  var %l115 i16
  var %l116 i32
  var %l117 i8
  var %l118 i64
  var %l119 i16
  var %l120 i32
  var %l121 i8
  var %l122 i64
  var %l123 i16
  var %l124 i32
  var %l125 i8
  var %l126 i64
  var %l127 i16
  var %l128 i32
  var %l129 i8
  var %l130 i64
  var %l131 i16
  var %l132 i32
  var %l133 i8
  var %l134 i64
  var %l135 i16
  var %l136 i32
  var %l137 i8
  var %l138 i64
  var %l139 i16
  var %l140 i32
  var %l141 i8
  var %l142 i64
  var %l143 i16
  var %l144 i32
  var %l145 i8
  var %l146 i64
  var %l147 i16
  var %l148 i32
  var %l149 i8
  var %l150 i64
  var %l151 i16
  var %l152 i32
  var %l153 i8
  var %l154 i64
  var %l155 i16
  var %l156 i32
  var %l157 i8
  var %l158 i64
  var %l159 i16
  var %l160 i32
  var %l161 i8
  var %l162 i64
  var %l163 i16
  var %l164 i32
  var %l165 i8
  var %l166 i64
  var %l167 i16
  var %l168 i32
  var %l169 i8
  var %l170 i64
  var %l171 i16
  var %l172 i32
  var %l173 i8
  var %l174 i64
  var %l175 i16
  var %l176 i32
  var %l177 i8
  var %l178 i64
  var %l179 i16
  var %l180 i32
  var %l181 i8
  var %l182 i64
  var %l183 i16
  var %l184 i32
  var %l185 i8
  var %l186 i64
  var %l187 i16
  var %l188 i32
  var %l189 i8
  var %l190 i64
  var %l191 i16
  var %l192 i32
  var %l193 i8
  var %l194 i64
  var %l195 i16
  var %l196 i32
  var %l197 i8
  var %l198 i64
  var %l199 i16
  var %l200 i32
  var %l201 i8
  var %l202 i64
  var %l203 i16
  var %l204 i32
  var %l205 i8
  var %l206 i64
  var %l207 i16
  var %l208 i32
  var %l209 i8
  var %l210 i64
  var %l211 i16
  var %l212 i32
  var %l213 i8
  var %l214 i64
  var %l215 i16
  var %l216 i32
  var %l217 i8
  var %l218 i64
  var %l219 i16
  var %l220 i32
  var %l221 i8
  var %l222 i64
  var %l223 i16
  var %l224 i32
  var %l225 i8
  var %l226 i64
  var %l227 i16
  var %l228 i32
  var %l229 i8
  var %l230 i64
  var %l231 i16
  var %l232 i32
  var %l233 i8
  var %l234 i64
  var %l235 i16
  var %l236 i32
  var %l237 i8
  var %l238 i64
  var %l239 i16
  var %l240 i32
  var %l241 i8
  var %l242 i64
  var %l243 i16
  var %l244 i32
  var %l245 i8
  var %l246 i64
  var %l247 i16
  var %l248 i32
  var %l249 i8
  var %l250 i64
  var %l251 i16
  var %l252 i32
  var %l253 i8
  var %l254 i64
  var %l255 i16
  var %l256 i32
  var %l257 i8
  var %l258 i64
  var %l259 i16
  var %l260 i32
  var %l261 i8
  var %l262 i64
  var %l263 i16
  var %l264 i32
  var %l265 i8
  var %l266 i64
  var %l267 i16
  var %l268 i32
  var %l269 i8
  var %l270 i64
  var %l271 i16
  var %l272 i32
  var %l273 i8
  var %l274 i64
  var %l275 i16
  var %l276 i32
  var %l277 i8
  var %l278 i64
  var %l279 i16
  var %l280 i32
  var %l281 i8
  var %l282 i64
  var %l283 i16
  var %l284 i32
  var %l285 i8
  var %l286 i64
  var %l287 i16
  var %l288 i32
  var %l289 i8
  var %l290 i64
  var %l291 i16
  var %l292 i32
  var %l293 i8
  var %l294 i64
  var %l295 i16
  var %l296 i32
  var %l297 i8
  var %l298 i64
  var %l299 i16
  var %s i64
  dassign %l0 (constval i32 -60)
  dassign %l1 (constval i32 -59)
  dassign %l2 (constval i32 -58)
  dassign %l3 (constval i32 -57)
  dassign %l4 (constval i32 -56)
  dassign %l5 (constval i32 -55)
  dassign %l6 (constval i32 -54)
  dassign %l7 (constval i32 -53)
  dassign %l8 (constval i32 -52)
  dassign %l9 (constval i32 -51)
  dassign %l10 (constval i32 -50)
  dassign %l11 (constval i32 -49)
  dassign %l12 (constval i32 -48)
  dassign %l13 (constval i32 -47)
  dassign %l14 (constval i32 -46)
  dassign %l15 (constval i32 -45)
  dassign %l16 (constval i32 -44)
  dassign %l17 (constval i32 -43)
  dassign %l18 (constval i32 -42)
  dassign %l19 (constval i32 -41)
  dassign %l20 (constval i32 -40)
  dassign %l21 (constval i32 -39)
  dassign %l22 (constval i32 -38)
  dassign %l23 (constval i32 -37)
  dassign %l24 (constval i32 -36)
  dassign %l25 (constval i32 -35)
  dassign %l26 (constval i32 -34)
  dassign %l27 (constval i32 -33)
  dassign %l28 (constval i32 -32)
  dassign %l29 (constval i32 -31)
  dassign %l30 (constval i32 -30)
  dassign %l31 (constval i32 -29)
  dassign %l32 (constval i32 -28)
  dassign %l33 (constval i32 -27)
  dassign %l34 (constval i32 -26)
  dassign %l35 (constval i32 -25)
  dassign %l36 (constval i32 -24)
  dassign %l37 (constval i32 -23)
  dassign %l38 (constval i32 -22)
  dassign %l39 (constval i32 -21)
  dassign %l40 (constval i32 -20)
  dassign %l41 (constval i32 -19)
  dassign %l42 (constval i32 -18)
  dassign %l43 (constval i32 -17)
  dassign %l44 (constval i32 -16)
  dassign %l45 (constval i32 -15)
  dassign %l46 (constval i32 -14)
  dassign %l47 (constval i32 -13)
  dassign %l48 (constval i32 -12)
  dassign %l49 (constval i32 -11)
  dassign %l50 (constval i32 -10)
  dassign %l51 (constval i32 -9)
  dassign %l52 (constval i32 -8)
  dassign %l53 (constval i32 -7)
  dassign %l54 (constval i32 -6)
  dassign %l55 (constval i32 -5)
  dassign %l56 (constval i32 -4)
  dassign %l57 (constval i32 -3)
  dassign %l58 (constval i32 -2)
  dassign %l59 (constval i32 -1)
  dassign %l60 (constval i32 0)
  dassign %l61 (constval i32 1)
  dassign %l62 (constval i32 2)
  dassign %l63 (constval i32 3)
  dassign %l64 (constval i32 4)
  dassign %l65 (constval i32 5)
  dassign %l66 (constval i32 6)
  dassign %l67 (constval i32 7)
  dassign %l68 (constval i32 8)
  dassign %l69 (constval i32 9)
  dassign %l70 (constval i32 10)
  dassign %l71 (constval i32 11)
  dassign %l72 (constval i32 12)
  dassign %l73 (constval i32 13)
  dassign %l74 (constval i32 14)
  dassign %l75 (constval i32 15)
  dassign %l76 (constval i32 16)
  dassign %l77 (constval i32 17)
  dassign %l78 (constval i32 18)
  dassign %l79 (constval i32 19)
  dassign %l80 (constval i32 20)
  dassign %l81 (constval i32 21)
  dassign %l82 (constval i32 22)
  dassign %l83 (constval i32 23)
  dassign %l84 (constval i32 24)
  dassign %l85 (constval i32 25)
  dassign %l86 (constval i32 26)
  dassign %l87 (constval i32 27)
  dassign %l88 (constval i32 28)
  dassign %l89 (constval i32 29)
  dassign %l90 (constval i32 30)
  dassign %l91 (constval i32 31)
  dassign %l92 (constval i32 32)
  dassign %l93 (constval i32 33)
  dassign %l94 (constval i32 34)
  dassign %l95 (constval i32 35)
  dassign %l96 (constval i32 36)
  dassign %l97 (constval i32 37)
  dassign %l98 (constval i32 38)
  dassign %l99 (constval i32 39)
  dassign %l100 (constval i32 40)
  dassign %l101 (constval i32 41)
  dassign %l102 (constval i32 42)
  dassign %l103 (constval i32 43)
  dassign %l104 (constval i32 44)
  dassign %l105 (constval i32 45)
  dassign %l106 (constval i32 46)
  dassign %l107 (constval i32 47)
  dassign %l108 (constval i32 48)
  dassign %l109 (constval i32 49)
  dassign %l110 (constval i32 50)
  dassign %l111 (constval i32 51)
  dassign %l112 (constval i32 52)
  dassign %l113 (constval i32 53)
  dassign %l114 (constval i32 54)
  dassign %l115 (constval i32 55)
  dassign %l116 (constval i32 56)
  dassign %l117 (constval i32 57)
  dassign %l118 (constval i32 58)
  dassign %l119 (constval i32 59)
  dassign %l120 (constval i32 -60)
  dassign %l121 (constval i32 -59)
  dassign %l122 (constval i32 -58)
  dassign %l123 (constval i32 -57)
  dassign %l124 (constval i32 -56)
  dassign %l125 (constval i32 -55)
  dassign %l126 (constval i32 -54)
  dassign %l127 (constval i32 -53)
  dassign %l128 (constval i32 -52)
  dassign %l129 (constval i32 -51)
  dassign %l130 (constval i32 -50)
  dassign %l131 (constval i32 -49)
  dassign %l132 (constval i32 -48)
  dassign %l133 (constval i32 -47)
  dassign %l134 (constval i32 -46)
  dassign %l135 (constval i32 -45)
  dassign %l136 (constval i32 -44)
  dassign %l137 (constval i32 -43)
  dassign %l138 (constval i32 -42)
  dassign %l139 (constval i32 -41)
  dassign %l140 (constval i32 -40)
  dassign %l141 (constval i32 -39)
  dassign %l142 (constval i32 -38)
  dassign %l143 (constval i32 -37)
  dassign %l144 (constval i32 -36)
  dassign %l145 (constval i32 -35)
  dassign %l146 (constval i32 -34)
  dassign %l147 (constval i32 -33)
  dassign %l148 (constval i32 -32)
  dassign %l149 (constval i32 -31)
  dassign %l150 (constval i32 -30)
  dassign %l151 (constval i32 -29)
  dassign %l152 (constval i32 -28)
  dassign %l153 (constval i32 -27)
  dassign %l154 (constval i32 -26)
  dassign %l155 (constval i32 -25)
  dassign %l156 (constval i32 -24)
  dassign %l157 (constval i32 -23)
  dassign %l158 (constval i32 -22)
  dassign %l159 (constval i32 -21)
  dassign %l160 (constval i32 -20)
  dassign %l161 (constval i32 -19)
  dassign %l162 (constval i32 -18)
  dassign %l163 (constval i32 -17)
  dassign %l164 (constval i32 -16)
  dassign %l165 (constval i32 -15)
  dassign %l166 (constval i32 -14)
  dassign %l167 (constval i32 -13)
  dassign %l168 (constval i32 -12)
  dassign %l169 (constval i32 -11)
  dassign %l170 (constval i32 -10)
  dassign %l171 (constval i32 -9)
  dassign %l172 (constval i32 -8)
  dassign %l173 (constval i32 -7)
  dassign %l174 (constval i32 -6)
  dassign %l175 (constval i32 -5)
  dassign %l176 (constval i32 -4)
  dassign %l177 (constval i32 -3)
  dassign %l178 (constval i32 -2)
  dassign %l179 (constval i32 -1)
  dassign %l180 (constval i32 0)
  dassign %l181 (constval i32 1)
  dassign %l182 (constval i32 2)
  dassign %l183 (constval i32 3)
  dassign %l184 (constval i32 4)
  dassign %l185 (constval i32 5)
  dassign %l186 (constval i32 6)
  dassign %l187 (constval i32 7)
  dassign %l188 (constval i32 8)
  dassign %l189 (constval i32 9)
  dassign %l190 (constval i32 10)
  dassign %l191 (constval i32 11)
  dassign %l192 (constval i32 12)
  dassign %l193 (constval i32 13)
  dassign %l194 (constval i32 14)
  dassign %l195 (constval i32 15)
  dassign %l196 (constval i32 16)
  dassign %l197 (constval i32 17)
  dassign %l198 (constval i32 18)
  dassign %l199 (constval i32 19)
  dassign %l200 (constval i32 20)
  dassign %l201 (constval i32 21)
  dassign %l202 (constval i32 22)
  dassign %l203 (constval i32 23)
  dassign %l204 (constval i32 24)
  dassign %l205 (constval i32 25)
  dassign %l206 (constval i32 26)
  dassign %l207 (constval i32 27)
  dassign %l208 (constval i32 28)
  dassign %l209 (constval i32 29)
  dassign %l210 (constval i32 30)
  dassign %l211 (constval i32 31)
  dassign %l212 (constval i32 32)
  dassign %l213 (constval i32 33)
  dassign %l214 (constval i32 34)
  dassign %l215 (constval i32 35)
  dassign %l216 (constval i32 36)
  dassign %l217 (constval i32 37)
  dassign %l218 (constval i32 38)
  dassign %l219 (constval i32 39)
  dassign %l220 (constval i32 40)
  dassign %l221 (constval i32 41)
  dassign %l222 (constval i32 42)
  dassign %l223 (constval i32 43)
  dassign %l224 (constval i32 44)
  dassign %l225 (constval i32 45)
  dassign %l226 (constval i32 46)
  dassign %l227 (constval i32 47)
  dassign %l228 (constval i32 48)
  dassign %l229 (constval i32 49)
  dassign %l230 (constval i32 50)
  dassign %l231 (constval i32 51)
  dassign %l232 (constval i32 52)
  dassign %l233 (constval i32 53)
  dassign %l234 (constval i32 54)
  dassign %l235 (constval i32 55)
  dassign %l236 (constval i32 56)
  dassign %l237 (constval i32 57)
  dassign %l238 (constval i32 58)
  dassign %l239 (constval i32 59)
  dassign %l240 (constval i32 -60)
  dassign %l241 (constval i32 -59)
  dassign %l242 (constval i32 -58)
  dassign %l243 (constval i32 -57)
  dassign %l244 (constval i32 -56)
  dassign %l245 (constval i32 -55)
  dassign %l246 (constval i32 -54)
  dassign %l247 (constval i32 -53)
  dassign %l248 (constval i32 -52)
  dassign %l249 (constval i32 -51)
  dassign %l250 (constval i32 -50)
  dassign %l251 (constval i32 -49)
  dassign %l252 (constval i32 -48)
  dassign %l253 (constval i32 -47)
  dassign %l254 (constval i32 -46)
  dassign %l255 (constval i32 -45)
  dassign %l256 (constval i32 -44)
  dassign %l257 (constval i32 -43)
  dassign %l258 (constval i32 -42)
  dassign %l259 (constval i32 -41)
  dassign %l260 (constval i32 -40)
  dassign %l261 (constval i32 -39)
  dassign %l262 (constval i32 -38)
  dassign %l263 (constval i32 -37)
  dassign %l264 (constval i32 -36)
  dassign %l265 (constval i32 -35)
  dassign %l266 (constval i32 -34)
  dassign %l267 (constval i32 -33)
  dassign %l268 (constval i32 -32)
  dassign %l269 (constval i32 -31)
  dassign %l270 (constval i32 -30)
  dassign %l271 (constval i32 -29)
  dassign %l272 (constval i32 -28)
  dassign %l273 (constval i32 -27)
  dassign %l274 (constval i32 -26)
  dassign %l275 (constval i32 -25)
  dassign %l276 (constval i32 -24)
  dassign %l277 (constval i32 -23)
  dassign %l278 (constval i32 -22)
  dassign %l279 (constval i32 -21)
  dassign %l280 (constval i32 -20)
  dassign %l281 (constval i32 -19)
  dassign %l282 (constval i32 -18)
  dassign %l283 (constval i32 -17)
  dassign %l284 (constval i32 -16)
  dassign %l285 (constval i32 -15)
  dassign %l286 (constval i32 -14)
  dassign %l287 (constval i32 -13)
  dassign %l288 (constval i32 -12)
  dassign %l289 (constval i32 -11)
  dassign %l290 (constval i32 -10)
  dassign %l291 (constval i32 -9)
  dassign %l292 (constval i32 -8)
  dassign %l293 (constval i32 -7)
  dassign %l294 (constval i32 -6)
  dassign %l295 (constval i32 -5)
  dassign %l296 (constval i32 -4)
  dassign %l297 (constval i32 -3)
  dassign %l298 (constval i32 -2)
  dassign %l299 (constval i32 -1)
  dassign %s (constval i64 0)
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l0), cvt i64 i32 (dread i32 $g0))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l1), cvt i64 i32 (dread i32 $g1))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l2, dread i64 $g2)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l3), cvt i64 i32 (dread i32 $g3))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l4), cvt i64 i32 (dread i32 $g4))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l5), cvt i64 i32 (dread i32 $g5))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l6, dread i64 $g6)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l7), cvt i64 i32 (dread i32 $g7))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l8), cvt i64 i32 (dread i32 $g8))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l9), cvt i64 i32 (dread i32 $g9))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l10, dread i64 $g10)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l11), cvt i64 i32 (dread i32 $g11))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l12), cvt i64 i32 (dread i32 $g12))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l13), cvt i64 i32 (dread i32 $g13))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l14, dread i64 $g14)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l15), cvt i64 i32 (dread i32 $g15))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l16), cvt i64 i32 (dread i32 $g16))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l17), cvt i64 i32 (dread i32 $g17))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l18, dread i64 $g18)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l19), cvt i64 i32 (dread i32 $g19))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l20), cvt i64 i32 (dread i32 $g20))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l21), cvt i64 i32 (dread i32 $g21))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l22, dread i64 $g22)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l23), cvt i64 i32 (dread i32 $g23))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l24), cvt i64 i32 (dread i32 $g24))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l25), cvt i64 i32 (dread i32 $g25))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l26, dread i64 $g26)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l27), cvt i64 i32 (dread i32 $g27))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l28), cvt i64 i32 (dread i32 $g28))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l29), cvt i64 i32 (dread i32 $g29))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l30, dread i64 $g30)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l31), cvt i64 i32 (dread i32 $g31))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l32), cvt i64 i32 (dread i32 $g32))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l33), cvt i64 i32 (dread i32 $g33))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l34, dread i64 $g34)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l35), cvt i64 i32 (dread i32 $g35))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l36), cvt i64 i32 (dread i32 $g36))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l37), cvt i64 i32 (dread i32 $g37))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l38, dread i64 $g38)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l39), cvt i64 i32 (dread i32 $g39))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l40), cvt i64 i32 (dread i32 $g40))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l41), cvt i64 i32 (dread i32 $g41))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l42, dread i64 $g42)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l43), cvt i64 i32 (dread i32 $g43))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l44), cvt i64 i32 (dread i32 $g44))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l45), cvt i64 i32 (dread i32 $g45))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l46, dread i64 $g46)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l47), cvt i64 i32 (dread i32 $g47))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l48), cvt i64 i32 (dread i32 $g48))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l49), cvt i64 i32 (dread i32 $g49))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l50, dread i64 $g50)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l51), cvt i64 i32 (dread i32 $g51))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l52), cvt i64 i32 (dread i32 $g52))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l53), cvt i64 i32 (dread i32 $g53))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l54, dread i64 $g54)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l55), cvt i64 i32 (dread i32 $g55))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l56), cvt i64 i32 (dread i32 $g56))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l57), cvt i64 i32 (dread i32 $g57))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l58, dread i64 $g58)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l59), cvt i64 i32 (dread i32 $g59))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l60), cvt i64 i32 (dread i32 $g60))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l61), cvt i64 i32 (dread i32 $g61))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l62, dread i64 $g62)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l63), cvt i64 i32 (dread i32 $g63))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l64), cvt i64 i32 (dread i32 $g64))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l65), cvt i64 i32 (dread i32 $g65))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l66, dread i64 $g66)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l67), cvt i64 i32 (dread i32 $g67))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l68), cvt i64 i32 (dread i32 $g68))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l69), cvt i64 i32 (dread i32 $g69))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l70, dread i64 $g70)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l71), cvt i64 i32 (dread i32 $g71))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l72), cvt i64 i32 (dread i32 $g72))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l73), cvt i64 i32 (dread i32 $g73))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l74, dread i64 $g74)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l75), cvt i64 i32 (dread i32 $g75))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l76), cvt i64 i32 (dread i32 $g76))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l77), cvt i64 i32 (dread i32 $g77))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l78, dread i64 $g78)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l79), cvt i64 i32 (dread i32 $g79))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l80), cvt i64 i32 (dread i32 $g80))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l81), cvt i64 i32 (dread i32 $g81))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l82, dread i64 $g82)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l83), cvt i64 i32 (dread i32 $g83))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l84), cvt i64 i32 (dread i32 $g84))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l85), cvt i64 i32 (dread i32 $g85))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l86, dread i64 $g86)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l87), cvt i64 i32 (dread i32 $g87))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l88), cvt i64 i32 (dread i32 $g88))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l89), cvt i64 i32 (dread i32 $g89))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l90, dread i64 $g90)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l91), cvt i64 i32 (dread i32 $g91))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l92), cvt i64 i32 (dread i32 $g92))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l93), cvt i64 i32 (dread i32 $g93))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l94, dread i64 $g94)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l95), cvt i64 i32 (dread i32 $g95))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l96), cvt i64 i32 (dread i32 $g96))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l97), cvt i64 i32 (dread i32 $g97))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l98, dread i64 $g98)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l99), cvt i64 i32 (dread i32 $g99))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l100), cvt i64 i32 (dread i32 $g100))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l101), cvt i64 i32 (dread i32 $g101))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l102, dread i64 $g102)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l103), cvt i64 i32 (dread i32 $g103))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l104), cvt i64 i32 (dread i32 $g104))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l105), cvt i64 i32 (dread i32 $g105))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l106, dread i64 $g106)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l107), cvt i64 i32 (dread i32 $g107))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l108), cvt i64 i32 (dread i32 $g108))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l109), cvt i64 i32 (dread i32 $g109))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l110, dread i64 $g110)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l111), cvt i64 i32 (dread i32 $g111))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l112), cvt i64 i32 (dread i32 $g112))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l113), cvt i64 i32 (dread i32 $g113))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l114, dread i64 $g114)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l115), cvt i64 i32 (dread i32 $g115))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l116), cvt i64 i32 (dread i32 $g116))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l117), cvt i64 i32 (dread i32 $g117))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l118, dread i64 $g118)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l119), cvt i64 i32 (dread i32 $g119))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l120), cvt i64 i32 (dread i32 $g120))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l121), cvt i64 i32 (dread i32 $g121))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l122, dread i64 $g122)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l123), cvt i64 i32 (dread i32 $g123))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l124), cvt i64 i32 (dread i32 $g124))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l125), cvt i64 i32 (dread i32 $g125))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l126, dread i64 $g126)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l127), cvt i64 i32 (dread i32 $g127))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l128), cvt i64 i32 (dread i32 $g128))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l129), cvt i64 i32 (dread i32 $g129))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l130, dread i64 $g130)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l131), cvt i64 i32 (dread i32 $g131))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l132), cvt i64 i32 (dread i32 $g132))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l133), cvt i64 i32 (dread i32 $g133))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l134, dread i64 $g134)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l135), cvt i64 i32 (dread i32 $g135))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l136), cvt i64 i32 (dread i32 $g136))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l137), cvt i64 i32 (dread i32 $g137))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l138, dread i64 $g138)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l139), cvt i64 i32 (dread i32 $g139))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l140), cvt i64 i32 (dread i32 $g140))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l141), cvt i64 i32 (dread i32 $g141))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l142, dread i64 $g142)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l143), cvt i64 i32 (dread i32 $g143))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l144), cvt i64 i32 (dread i32 $g144))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l145), cvt i64 i32 (dread i32 $g145))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l146, dread i64 $g146)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l147), cvt i64 i32 (dread i32 $g147))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l148), cvt i64 i32 (dread i32 $g148))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l149), cvt i64 i32 (dread i32 $g149))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l150, dread i64 $g150)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l151), cvt i64 i32 (dread i32 $g151))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l152), cvt i64 i32 (dread i32 $g152))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l153), cvt i64 i32 (dread i32 $g153))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l154, dread i64 $g154)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l155), cvt i64 i32 (dread i32 $g155))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l156), cvt i64 i32 (dread i32 $g156))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l157), cvt i64 i32 (dread i32 $g157))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l158, dread i64 $g158)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l159), cvt i64 i32 (dread i32 $g159))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l160), cvt i64 i32 (dread i32 $g160))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l161), cvt i64 i32 (dread i32 $g161))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l162, dread i64 $g162)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l163), cvt i64 i32 (dread i32 $g163))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l164), cvt i64 i32 (dread i32 $g164))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l165), cvt i64 i32 (dread i32 $g165))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l166, dread i64 $g166)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l167), cvt i64 i32 (dread i32 $g167))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l168), cvt i64 i32 (dread i32 $g168))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l169), cvt i64 i32 (dread i32 $g169))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l170, dread i64 $g170)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l171), cvt i64 i32 (dread i32 $g171))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l172), cvt i64 i32 (dread i32 $g172))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l173), cvt i64 i32 (dread i32 $g173))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l174, dread i64 $g174)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l175), cvt i64 i32 (dread i32 $g175))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l176), cvt i64 i32 (dread i32 $g176))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l177), cvt i64 i32 (dread i32 $g177))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l178, dread i64 $g178)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l179), cvt i64 i32 (dread i32 $g179))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l180), cvt i64 i32 (dread i32 $g180))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l181), cvt i64 i32 (dread i32 $g181))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l182, dread i64 $g182)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l183), cvt i64 i32 (dread i32 $g183))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l184), cvt i64 i32 (dread i32 $g184))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l185), cvt i64 i32 (dread i32 $g185))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l186, dread i64 $g186)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l187), cvt i64 i32 (dread i32 $g187))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l188), cvt i64 i32 (dread i32 $g188))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l189), cvt i64 i32 (dread i32 $g189))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l190, dread i64 $g190)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l191), cvt i64 i32 (dread i32 $g191))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l192), cvt i64 i32 (dread i32 $g192))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l193), cvt i64 i32 (dread i32 $g193))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l194, dread i64 $g194)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l195), cvt i64 i32 (dread i32 $g195))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l196), cvt i64 i32 (dread i32 $g196))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l197), cvt i64 i32 (dread i32 $g197))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l198, dread i64 $g198)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l199), cvt i64 i32 (dread i32 $g199))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l200), cvt i64 i32 (dread i32 $g200))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l201), cvt i64 i32 (dread i32 $g201))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l202, dread i64 $g202)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l203), cvt i64 i32 (dread i32 $g203))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l204), cvt i64 i32 (dread i32 $g204))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l205), cvt i64 i32 (dread i32 $g205))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l206, dread i64 $g206)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l207), cvt i64 i32 (dread i32 $g207))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l208), cvt i64 i32 (dread i32 $g208))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l209), cvt i64 i32 (dread i32 $g209))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l210, dread i64 $g210)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l211), cvt i64 i32 (dread i32 $g211))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l212), cvt i64 i32 (dread i32 $g212))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l213), cvt i64 i32 (dread i32 $g213))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l214, dread i64 $g214)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l215), cvt i64 i32 (dread i32 $g215))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l216), cvt i64 i32 (dread i32 $g216))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l217), cvt i64 i32 (dread i32 $g217))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l218, dread i64 $g218)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l219), cvt i64 i32 (dread i32 $g219))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l220), cvt i64 i32 (dread i32 $g220))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l221), cvt i64 i32 (dread i32 $g221))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l222, dread i64 $g222)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l223), cvt i64 i32 (dread i32 $g223))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l224), cvt i64 i32 (dread i32 $g224))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l225), cvt i64 i32 (dread i32 $g225))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l226, dread i64 $g226)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l227), cvt i64 i32 (dread i32 $g227))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l228), cvt i64 i32 (dread i32 $g228))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l229), cvt i64 i32 (dread i32 $g229))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l230, dread i64 $g230)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l231), cvt i64 i32 (dread i32 $g231))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l232), cvt i64 i32 (dread i32 $g232))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l233), cvt i64 i32 (dread i32 $g233))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l234, dread i64 $g234)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l235), cvt i64 i32 (dread i32 $g235))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l236), cvt i64 i32 (dread i32 $g236))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l237), cvt i64 i32 (dread i32 $g237))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l238, dread i64 $g238)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l239), cvt i64 i32 (dread i32 $g239))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l240), cvt i64 i32 (dread i32 $g240))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l241), cvt i64 i32 (dread i32 $g241))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l242, dread i64 $g242)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l243), cvt i64 i32 (dread i32 $g243))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l244), cvt i64 i32 (dread i32 $g244))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l245), cvt i64 i32 (dread i32 $g245))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l246, dread i64 $g246)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l247), cvt i64 i32 (dread i32 $g247))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l248), cvt i64 i32 (dread i32 $g248))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l249), cvt i64 i32 (dread i32 $g249))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l250, dread i64 $g250)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l251), cvt i64 i32 (dread i32 $g251))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l252), cvt i64 i32 (dread i32 $g252))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l253), cvt i64 i32 (dread i32 $g253))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l254, dread i64 $g254)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l255), cvt i64 i32 (dread i32 $g255))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l256), cvt i64 i32 (dread i32 $g256))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l257), cvt i64 i32 (dread i32 $g257))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l258, dread i64 $g258)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l259), cvt i64 i32 (dread i32 $g259))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l260), cvt i64 i32 (dread i32 $g260))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l261), cvt i64 i32 (dread i32 $g261))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l262, dread i64 $g262)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l263), cvt i64 i32 (dread i32 $g263))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l264), cvt i64 i32 (dread i32 $g264))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l265), cvt i64 i32 (dread i32 $g265))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l266, dread i64 $g266)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l267), cvt i64 i32 (dread i32 $g267))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l268), cvt i64 i32 (dread i32 $g268))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l269), cvt i64 i32 (dread i32 $g269))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l270, dread i64 $g270)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l271), cvt i64 i32 (dread i32 $g271))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l272), cvt i64 i32 (dread i32 $g272))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l273), cvt i64 i32 (dread i32 $g273))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l274, dread i64 $g274)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l275), cvt i64 i32 (dread i32 $g275))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l276), cvt i64 i32 (dread i32 $g276))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l277), cvt i64 i32 (dread i32 $g277))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l278, dread i64 $g278)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l279), cvt i64 i32 (dread i32 $g279))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l280), cvt i64 i32 (dread i32 $g280))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l281), cvt i64 i32 (dread i32 $g281))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l282, dread i64 $g282)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l283), cvt i64 i32 (dread i32 $g283))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l284), cvt i64 i32 (dread i32 $g284))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l285), cvt i64 i32 (dread i32 $g285))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l286, dread i64 $g286)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l287), cvt i64 i32 (dread i32 $g287))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l288), cvt i64 i32 (dread i32 $g288))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l289), cvt i64 i32 (dread i32 $g289))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l290, dread i64 $g290)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l291), cvt i64 i32 (dread i32 $g291))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l292), cvt i64 i32 (dread i32 $g292))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l293), cvt i64 i32 (dread i32 $g293))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l294, dread i64 $g294)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l295), cvt i64 i32 (dread i32 $g295))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l296), cvt i64 i32 (dread i32 $g296))))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l297), cvt i64 i32 (dread i32 $g297))))
  dassign %s (add i64 (dread i64 %s, add i64 (dread i64 %l298, dread i64 $g298)))
  dassign %s (add i64 (dread i64 %s, add i64 (cvt i64 i32 (dread i32 %l299), cvt i64 i32 (dread i32 $g299))))
  call &printf (conststr ptr "sum %lld first %d last %d\n", dread i64 %s, dread i32 %l0, dread i32 %l299)
  return (constval i32 0)
}
