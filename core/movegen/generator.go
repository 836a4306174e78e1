package movegen

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/crossword"
	"scraebbkle/core/movegen/oneword"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// Generator finds every legal tile move of a position, each packed with
// its score. A Generator reuses its scratch space and is not safe for
// concurrent use: make one for each goroutine.
type Generator interface {
	// Generate calls visit with every legal tile move for rack on grid g,
	// until visit returns false. The *move.Packed is reused: copy it to
	// keep it.
	Generate(g *board.Grid, rack tile.Rack, visit func(*move.Packed) bool)
	// All appends every legal tile move for rack on grid g to buf and
	// returns it.
	All(g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed
	// Any reports whether any legal tile move exists for rack on grid g.
	Any(g *board.Grid, rack tile.Rack) bool
}

// New returns a generator of the moves the rules r allow with the words
// of lex: the one-word generator (package oneword) where a move forms one
// word, and where a move may form words across its own, the crossword
// generator (package crossword).
func New(r *rules.Set, lex *lexicon.Lexicon) Generator {
	if r.Crosswords {
		return crossword.New(r, lex)
	}
	return oneword.New(r, lex.Graph())
}
