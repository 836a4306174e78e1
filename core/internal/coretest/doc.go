// Package coretest is what the engine's tests share: the built-in word
// list and default board, racks, bags, moves and grids written as text,
// board files to build and break, and the example play's moves.
//
// It sits above core/referee and below core/game: the internal tests of
// the packages above it use it, and those below use it from external test
// packages.
package coretest
