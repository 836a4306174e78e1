// Package exhaustive is the reference move search: it tries every square,
// both directions and every arrangement of the rack (every letter for a
// blank), prunes only what no legal move can follow, and has the referee
// judge each word it finds. It is slow and plainly right, so the fast
// generator is tested against it, and the HighScore player plays by it.
//
// It imports core/tile, core/board, core/lexicon, core/move and
// core/referee.
package exhaustive
