// Package core is the game of ScraeBBKle without any user interface: board
// files, tiles, the bag, racks, the lexicon, move notation, legality with
// reasons, scoring, the game state machine, computer players and a controller
// that runs computer turns in the background.
//
// Every rule of the game lives here once. The console and the desktop window
// only ask this package what is legal, what a move scores and what happens
// next. The constants of a variant of the game are gathered in a [rules.Set]
// value, so that another variant is a new Rules value, not a rewrite.
package core
