// Package computer is the computer players: the Strategy a player
// follows, its levels (Easy, Normal, Strong), and the players themselves.
// Modest (Easy) plays a middling move, Best (Normal) the highest-scoring
// one, and StrongPlayer plays for the win: it values a move by its score
// and its leave, looks ahead within a time budget by simulated replies,
// and searches the endgame. HighScore plays by the reference search.
//
// It imports core/game (for the View), core/movegen and its exhaustive
// reference, core/leave, core/referee and the packages below them.
package computer
