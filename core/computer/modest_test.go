package computer

import (
	"context"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"testing"
)

// Easy keeps the whole of its buffer of moves from one turn to the next,
// so that it is not allocated again each time it sets aside the moves
// that score nothing (which the example's mid-game position has).
func TestModestKeepsItsBuffer(t *testing.T) {
	easy := NewModest(rules.ScraeBBKle(), coretest.Lexicon(), 1)
	v := midGameView(t)
	for turn := range 3 {
		if _, err := easy.Choose(context.Background(), v); err != nil {
			t.Fatal(err)
		}
		if n := len(easy.gen.All(v.Grid, v.Rack, nil)); cap(easy.moves) < n {
			t.Fatalf("after move %d Easy keeps room for %d moves of the %d it will need again", turn+1, cap(easy.moves), n)
		}
	}
}
