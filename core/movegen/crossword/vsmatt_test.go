package crossword

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// position reads a CGP position on the classic board: its grid and the
// rack of the player to move.
func position(t testing.TB, text string) (*board.Grid, tile.Rack) {
	t.Helper()
	p, err := cgp.Parse(rules.Classic(), classicBoard(t), text)
	if err != nil {
		t.Fatal(err)
	}
	return p.Grid, p.Racks[0]
}

// TestVsMatt checks macondo's benchmark position: 846 moves, the best K9
// BAEL for 44, each move as the referee judges it.
func TestVsMatt(t *testing.T) {
	g, rack := position(t, coretest.VsMatt)
	gen := New(rules.Classic(), coretest.Lexicon())
	moves := gen.All(g, rack, nil)
	if len(moves) != 846 {
		t.Errorf("%d moves, want 846", len(moves))
	}
	ref := classicReferee()
	best := &moves[0]
	for i := range moves {
		m := &moves[i]
		if p, err := ref.Check(g, rack, m.Move()); err != nil || p.Score != m.Score {
			t.Fatalf("%s scores %d: the referee says %d, %v", m.Move(), m.Score, p.Score, err)
		}
		if m.Beats(best) {
			best = m
		}
	}
	// K9 BAEL in GCG: down from k9, every tile laid.
	if got := best.Move().String(); got != "BAEL,k9" || best.Score != 44 {
		t.Errorf("the best move is %s for %d, want BAEL,k9 (K9 BAEL) for 44", got, best.Score)
	}
}
