package move

import "scraebbkle/core/board"

// Word is a run of tiles on the board: where it starts, which way it reads and
// its letters in notation (lower case for blanks).
type Word struct {
	Start board.Square
	Dir   board.Direction
	Text  string
}

// Position is where the word starts, in move notation: "d4" or "6d".
func (w Word) Position() string { return board.Position(w.Start, w.Dir) }

// Play is a legal move worked out: the tiles it lays, the word it forms and
// what it scores.
type Play struct {
	Move   Move
	Placed []board.Placed
	Word   Word
	Score  int
	Bingo  bool // every tile of a full rack was played
}
