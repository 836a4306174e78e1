// Package rules is the rule set of a game as a value: its tiles and their
// values, the rack size, the bingo bonus, the number of players, when
// passes end the game, the shortest word and the boards it may be played
// on. The engine reads these numbers from a Set and nowhere else, so that
// another game is another Set, not a rewrite.
//
// It imports core/tile and core/board, whose tile sets and board formats a
// Set names.
package rules
