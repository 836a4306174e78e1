package review

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
)

// Game is a game to review: its rules and word list, its board, the
// players' names, and every turn as the player to move faced it.
type Game struct {
	Referee *referee.Referee
	Board   *board.Board
	Names   []string // each player's name
	Open    bool     // whether the racks lay face up
	Turns   []Position
	// Now is the position after the last turn, its Me the player to move
	// next.
	Now game.View
	// Final is each player's final total once the game is over, the
	// end's adjustments made; nil while it is not.
	Final []int
	// Notes are the faults that reading the game found, by the line at
	// fault.
	Notes []Note
	// Remarks are what reading the game found to say of it that is no
	// fault: the word list it was played with, when another.
	Remarks []string
}

// Position is one turn as the player to move faced it, and what they did.
type Position struct {
	// View is what the player could know; its Rack is nil when the record
	// does not give it.
	View   game.View
	Played move.Move   // what they did
	Score  int         // what it scored
	Drawn  []tile.Tile // the tiles they drew after it, when known
	Line   int         // the line of the record it was read from; 0 for a game of the program's own
	// Note says why the turn cannot be judged in full, when it cannot:
	// "Player 2's rack is not recorded".
	Note string
	// Withdrawn is the play a record says was taken off the board, a
	// phony; the turn then came to a pass, which Played is.
	Withdrawn move.Move
	// RackText is the rack as the record writes it, "" when it does not,
	// shown where the rack is only partly known.
	RackText string
	// Extras are what the record says happened after the turn besides:
	// "Ann gains a challenge bonus of 5".
	Extras []string
}

// Known reports whether the position's rack is known, so that the turn
// can be judged.
func (p *Position) Known() bool { return p.View.Rack != nil && p.Note == "" }

// Note is a fault that reading a record found at one of its lines.
type Note struct {
	Line int    `json:"line"`
	What string `json:"what"`
}

// String is the note as a line of a report: "line 12: …".
func (n Note) String() string {
	if n.Line == 0 {
		return n.What
	}
	return fmt.Sprintf("line %d: %s", n.Line, n.What)
}
