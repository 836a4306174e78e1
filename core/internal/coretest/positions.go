package coretest

// VsMatt is macondo's benchmark position "VsMatt", a classic mid-game, in
// CGP, with the rack AABDELT to move: 846 legal moves with the built-in
// word list, the best BAEL at k9 for 44.
const VsMatt = "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6 AABDELT/ 0/0 0 lex CSW07;"
