package rules

import (
	"fmt"
	"strconv"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// Set is the rules of one game: what the engine reads to play it. Each
// game of the family is a Set (ScraeBBKle, ScraBBKle, Classic), and another
// game is another Set.
type Set struct {
	Name  string // the game's name, "ScraeBBKle"
	ID    string // how -rules and saved games name it: "scraebbkle"
	About string // one line on what sets the game apart

	TileSet    tile.Set // the tiles the bag starts with, blanks included
	BlankValue int      // what a blank is worth, wherever it lies
	BingoBonus int      // added after everything else when a move plays RackSize tiles
	RackSize   int      // tiles a rack is refilled to

	MinPlayers, MaxPlayers int  // how many players may sit at the board
	DrawForFirst           bool // a draw of tiles decides who starts; otherwise Player 1 does

	MinWordLength int  // the shortest word a move may form
	Crosswords    bool // a move may form words across its own, each scored; otherwise only its own word
	ExchangeBag   int  // exchanges are allowed while the bag holds at least this many tiles; 0: never

	End      End  // when the game ends without a player going out
	OutBonus bool // a player who goes out gains the values left on the others' racks
	TieBreak bool // equal final totals go to the higher total before the end's adjustments

	Board        board.Format  // the boards the game may be played on
	DefaultBoard DefaultBoard  // the board it is played on unless one is chosen
	Notation     move.Notation // how players write moves
	Console      Console       // how the terminal game talks
}

// End says when turns that change nothing much end the game: after
// Rounds rounds of them in a row, every player's turn counting, and which
// turns count: passes only, or every turn that scores nothing (passes,
// exchanges and moves that score 0) when Scoreless is set.
type End struct {
	Rounds    int
	Scoreless bool
}

// Counts reports whether move m, which scored score, counts towards the
// end: a pass always, an exchange or a move that scores nothing when
// Scoreless is set.
func (e End) Counts(m move.Move, score int) bool {
	return m.Pass || e.Scoreless && score == 0
}

// Console is how the terminal game talks.
type Console struct {
	// HumanFirst seats a human first and the computer second, and names
	// them so, asking nothing of the players: ScraBBKle's conversation.
	// Otherwise the player of every seat is asked for, and the seats are
	// numbered.
	HumanFirst bool
	// EveryTurnScored shows every player's score after every turn;
	// otherwise after the turns that lay tiles only.
	EveryTurnScored bool
	// ExplainFormat says, on the line after the answer to a move badly
	// written, what is wrong with it; otherwise the answer is all.
	ExplainFormat bool
}

// The limits the engine can play within: a tile value or a premium factor
// is kept in a byte, a column is named by a letter and a row by at most two
// digits, and a game has at most four players.
const (
	maxTileValue  = 127
	minFactorKept = -128
	maxFactorKept = 127
	maxColumns    = 26
	maxRows       = 99
)

// MostPlayers is the most players a game the engine plays may have.
const MostPlayers = 4

// Check says why the engine cannot play by the rules, or returns nil:
// a game's numbers must fit what the engine keeps and names. game.New
// refuses rules that fail it.
func (r *Set) Check() error {
	b := &r.Board
	switch {
	case r.MinPlayers < 2 || r.MinPlayers > r.MaxPlayers || r.MaxPlayers > MostPlayers:
		return fmt.Errorf("rules %s: %d to %d players; the engine plays games of 2 to %d", r.Name, r.MinPlayers, r.MaxPlayers, MostPlayers)
	case r.RackSize < 1 || r.RackSize > tile.MaxRack:
		return fmt.Errorf("rules %s: a rack of %d tiles is outside 1..%d", r.Name, r.RackSize, tile.MaxRack)
	case r.End.Rounds < 1 || r.MinWordLength < 1:
		return fmt.Errorf("rules %s: %d rounds to end and words of at least %d letters; both must be 1 or more", r.Name, r.End.Rounds, r.MinWordLength)
	case b.MinColumns < 1 || b.MinColumns > b.MaxColumns || b.MaxColumns > maxColumns:
		return fmt.Errorf("rules %s: columns %d..%d are not within 1..%d", r.Name, b.MinColumns, b.MaxColumns, maxColumns)
	case b.MinRows < 1 || b.MinRows > b.MaxRows || b.MaxRows > maxRows:
		return fmt.Errorf("rules %s: rows %d..%d are not within 1..%d", r.Name, b.MinRows, b.MaxRows, maxRows)
	case b.MinFactor > b.MaxFactor || b.MinFactor < minFactorKept || b.MaxFactor > maxFactorKept:
		return fmt.Errorf("rules %s: premium factors %d..%d are not within %d..%d", r.Name, b.MinFactor, b.MaxFactor, minFactorKept, maxFactorKept)
	case r.BlankValue < 0 || r.BlankValue > maxTileValue:
		return fmt.Errorf("rules %s: a blank worth %d is outside 0..%d", r.Name, r.BlankValue, maxTileValue)
	}
	return r.checkTileSet()
}

// checkTileSet says why the tile set cannot be played with, or returns nil.
func (r *Set) checkTileSet() error {
	var seen [256]bool // by letter, 0 for the blank
	for _, tc := range r.TileSet {
		name := "blank"
		if tc.Letter != 0 {
			name = string(tc.Letter)
		}
		switch {
		case tc.Letter != 0 && (tc.Letter < 'A' || tc.Letter > 'Z'):
			return fmt.Errorf("rules %s: tile %q is neither a letter A..Z nor a blank", r.Name, tc.Letter)
		case seen[tc.Letter]:
			return fmt.Errorf("rules %s: the tile set lists %s twice", r.Name, name)
		case tc.Value < 0 || tc.Value > maxTileValue:
			return fmt.Errorf("rules %s: %s is worth %d, outside 0..%d", r.Name, name, tc.Value, maxTileValue)
		case tc.Count < 0:
			return fmt.Errorf("rules %s: %d tiles of %s", r.Name, tc.Count, name)
		}
		seen[tc.Letter] = true
	}
	return nil
}

// PassesToEnd is how many turns in a row that count towards the end end
// the game among players players.
func (r *Set) PassesToEnd(players int) int { return r.End.Rounds * players }

// OutGain is what going out with the bag empty gains a player over an
// opponent whose rack is worth left: the opponent loses it, and where
// OutBonus is set the player gains it too.
func (r *Set) OutGain(left int) int {
	if r.OutBonus {
		return 2 * left
	}
	return left
}

// PlayerRange says how many players may sit at the board: "2" or "2 to 4".
func (r *Set) PlayerRange() string {
	if r.MinPlayers == r.MaxPlayers {
		return strconv.Itoa(r.MinPlayers)
	}
	return fmt.Sprintf("%d to %d", r.MinPlayers, r.MaxPlayers)
}
