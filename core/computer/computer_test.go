package computer

import (
	"context"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen/exhaustive"
	"testing"
)

func TestHighScorePlaysBestAndPassesOnlyWhenStuck(t *testing.T) {
	ref := coretest.Referee()
	hs := HighScore{Referee: ref}
	g := coretest.Grid(t, "DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i")
	for _, rack := range []string{"LRCOASI", "ES_", "QQ", "EEEEEEE"} {
		r := coretest.Rack(t, rack)
		m, err := hs.Choose(context.Background(), game.View{Grid: g, Rack: r})
		if err != nil {
			t.Fatal(err)
		}
		plays := exhaustive.Plays(ref, g, r)
		if len(plays) == 0 {
			if !m.Pass {
				t.Errorf("%s: played %s with no legal move", rack, m)
			}
			continue
		}
		best := plays[0]
		for _, p := range plays {
			if better(p, best) {
				best = p
			}
		}
		if m != best.Move {
			t.Errorf("%s: chose %s, the best is %s (%d)", rack, m, best.Move, best.Score)
		}
	}
}
