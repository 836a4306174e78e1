package rules

import "scraebbkle/core/board"

// DefaultBoard is the board a game is played on unless another is
// chosen: the text of its file and the name it is known by. The files are
// built into the program.
type DefaultBoard struct {
	Name, Text string
}

// ParseDefaultBoard reads the default board in the game's format.
func (r *Set) ParseDefaultBoard() (*board.Board, error) {
	return board.Parse(r.Board, r.DefaultBoard.Name, []byte(r.DefaultBoard.Text))
}
