package phrase

import (
	"fmt"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// The names of the factors a screen reader says: "double word".
var factorNames = map[int]string{2: "double", 3: "triple", 4: "quadruple"}

// Premium is a square's premium as a screen reader says it: "double
// word", "triple letter", "letter times −2", "word times 0"; "" for none.
func Premium(p board.Premium) string {
	what := map[board.PremiumKind]string{board.LetterPremium: "letter", board.WordPremium: "word"}[p.Kind]
	switch {
	case what == "":
		return ""
	case factorNames[p.Factor] != "":
		return factorNames[p.Factor] + " " + what
	}
	return what + " times " + Number(p.Factor)
}

// Tile is a tile as a screen reader says it: "Q, 10 points"; a blank on
// the rack "blank, 0 points", and on the board "blank playing E, 0 points".
func Tile(t tile.Tile) string {
	what := string(t.Letter)
	switch {
	case t.Blank && t.Letter == 0:
		what = "blank"
	case t.Blank:
		what = "blank playing " + what
	}
	return fmt.Sprintf("%s, %s", what, Counted(t.Value, "point"))
}

// Row is row r of board b with the tiles of grid g, as a screen reader
// reads it: each run of tiles from its first square to its last, its
// letters spelt out, a blank said so: "Row 8: h8 to m8, E T H A N E; o8,
// blank S." An empty row is "Row 3: empty."
func Row(b *board.Board, g *board.Grid, r int) string {
	var runs []string
	var run []string
	var first, last board.Square
	flush := func() {
		if len(run) == 0 {
			return
		}
		where := first.String()
		if last != first {
			where += " to " + last.String()
		}
		runs = append(runs, where+", "+strings.Join(run, " "))
		run = nil
	}
	for c := range b.Cols() {
		sq := board.Square{Col: c, Row: r}
		t, ok := g.At(sq)
		if !ok {
			flush()
			continue
		}
		if len(run) == 0 {
			first = sq
		}
		last = sq
		run = append(run, spelt(t))
	}
	flush()
	if len(runs) == 0 {
		return fmt.Sprintf("Row %d: empty.", r+1)
	}
	return fmt.Sprintf("Row %d: %s.", r+1, strings.Join(runs, "; "))
}

// spelt is a tile's letter as a screen reader spells it: "E", "blank E".
func spelt(t tile.Tile) string {
	switch {
	case t.Blank && t.Letter == 0:
		return "blank"
	case t.Blank:
		return "blank " + string(t.Letter)
	}
	return string(t.Letter)
}

// Rack is a rack as a screen reader reads it: "Your rack, 7 tiles: E, T,
// H, blank, A, N, E."
func Rack(r tile.Rack) string {
	if len(r) == 0 {
		return "Your rack is empty."
	}
	letters := make([]string, len(r))
	for i, t := range r {
		letters[i] = spelt(t)
	}
	return fmt.Sprintf("Your rack, %s: %s.", Counted(len(r), "tile"), strings.Join(letters, ", "))
}

// Notation says how a move is typed under rules r, as the terminal takes
// it, with examples written in the game's own notation.
func Notation(r *rules.Set) string {
	n, at := r.Notation, board.Square{Col: 5, Row: 3}
	down := n.Format(move.Move{Word: "HI", Origin: at, Dir: board.Down})
	right := n.Format(move.Move{Word: "HI", Origin: at, Dir: board.Right})
	text := fmt.Sprintf("The word and where it goes: %q reads down from %s, %q right from it; a lower-case letter is a blank. %q passes.",
		down, at, right, n.Format(move.Pass))
	if r.ExchangeBag > 0 {
		text += fmt.Sprintf(" %q exchanges those tiles (_ a blank).", n.Format(move.Move{Exchange: "QVV_"}))
	}
	return text
}

// RowReader reads a board out a row at a time, for a screen reader, and
// keeps the row it read last. Its zero value has read none.
type RowReader struct{ last int } // the row read last, from 1; 0 for none

// Read is the next row of board b with the tiles of grid g (step 1), or
// the row before (step -1), going round: before any, the first row or the
// last.
func (r *RowReader) Read(b *board.Board, g *board.Grid, step int) string {
	rows, at := b.Rows(), r.last-1
	if r.last == 0 && step < 0 {
		at = 0
	}
	at = ((at+step)%rows + rows) % rows
	r.last = at + 1
	return Row(b, g, at)
}

// Holds says that square sq, tapped to lay a tile, holds tile t already:
// "h8 holds E already: tap an empty square to place a tile or type there."
func Holds(sq board.Square, t tile.Tile) string {
	what := string(t.Letter)
	if t.Blank {
		what = "a blank played as " + string(t.Notation())
	}
	return fmt.Sprintf("%s holds %s already: tap an empty square to place a tile or type there.", sq, what)
}
