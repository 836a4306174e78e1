// Package movegen finds every legal move of a position fast: the
// Generator walks each line of the board from every run of tiles through
// the lexicon's left trie and word graph, with the rack's letters on free
// squares, and hands out each move as a move.Packed with its score,
// without allocating. Ranked keeps the n best, as hints need them; Lay
// puts a packed move on a grid for a look-ahead.
//
// The generator is the hot path of every computer player and of hints,
// and it is held to the exhaustive reference search (package
// movegen/exhaustive) by the tests. It imports core/tile, core/board,
// core/lexicon, core/move, core/rules and internal/ascii; it never asks
// the referee, whose rules it applies on its own, faster.
package movegen
