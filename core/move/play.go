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

// Formed is a word a move forms and what it scores, the bingo bonus left
// out.
type Formed struct {
	Word
	Score int
}

// Play is a legal move worked out: the tiles it lays, the words it forms and
// what it scores. A pass or an exchange lays nothing and scores nothing.
type Play struct {
	Move   Move
	Placed []board.Placed
	Word   Word     // the main word, in the move's direction
	Words  []Formed // every word formed, the main word first, then those across it
	Score  int      // the sum of the words' scores, and the bingo bonus
	Bingo  bool     // every tile of a full rack was played
}
