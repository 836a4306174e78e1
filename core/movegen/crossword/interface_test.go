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
	p, err := cgp.Parse(r, b, "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6 AABDELT/ 0/0 0 lex CSW07;")
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
