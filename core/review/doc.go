// Package review judges the turns of a game, as a teacher would after it:
// for each turn, the moves the Strong player ranks best, where the move
// played stands among every legal move, what it lost against the best in
// points of equity (of spread once the bag is empty) and in the chance of
// winning, a grade on a fixed scale, and a bingo missed; for each player a
// summary; and each player's chance of winning across the game.
//
// It reads a game and changes none: a game of the program's own (a game
// on screen, a saved game) or a record in GCG, the record format of other
// programs, replayed on a board under a game's rules. Where a record breaks
// the rules or its sums it says so at that line and goes on where it can,
// and where a rack is not recorded it judges what it can and says what it
// cannot.
//
// It imports core/computer (the Strong player's appraisal), core/chance
// (the chances of winning), core/gcg (the records), core/game and the
// packages below them. Both the window and the terminal show its reports.
package review
