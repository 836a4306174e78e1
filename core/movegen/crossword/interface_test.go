package crossword_test

import (
	"testing"

	"scraebbkle/core/cgp"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"scraebbkle/core/movegen/crossword"
	"scraebbkle/core/rules"
)

// The generator serves wherever a movegen.Generator does.
var _ movegen.Generator = (*crossword.Generator)(nil)

// TestThroughTheInterface ranks VsMatt's moves through movegen.Ranked, as
// hints and the Normal player do: the best is K9 BAEL for 44.
func TestThroughTheInterface(t *testing.T) {
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	p, err := cgp.Parse(r, b, coretest.VsMatt)
	if err != nil {
		t.Fatal(err)
	}
	var gen movegen.Generator = crossword.New(r, coretest.Lexicon())
	top := movegen.Ranked(gen, p.Grid, p.Racks[0], 3)
	if len(top) != 3 || top[0].Move().String() != "BAEL,k9" || top[0].Score != 44 {
		t.Fatalf("the best moves are %v, want BAEL,k9 44 first", coretest.MoveStrings(top))
	}
	if !gen.Any(p.Grid, p.Racks[0]) {
		t.Error("Any finds no move")
	}
}
