// Package referee decides whether a move is legal and what it scores: the
// Referee checks a move against the board, the rack, the rules and the
// word list and answers with the play worked out or a Refusal that says
// exactly why not (the word at fault, the square, the tiles missing).
// MoveFor turns the tiles a player laid on squares into the move's
// notation.
//
// Legality and scoring live here once: the generators, the game and the
// windows ask the referee, and the tests hold the generators to it. It
// imports core/tile, core/board, core/lexicon, core/move, core/rules and
// internal/ascii and internal/prose.
package referee
