package core

import (
	"context"
	"testing"
)

func TestHighScorePlaysBestAndPassesOnlyWhenStuck(t *testing.T) {
	ref := testReferee()
	hs := HighScore{Referee: ref}
	g := gridWith(t, "DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i")
	for _, rack := range []string{"LRCOASI", "ES_", "QQ", "EEEEEEE"} {
		r := rackOf(t, rack)
		m, err := hs.Choose(context.Background(), View{Grid: g, Rack: r})
		if err != nil {
			t.Fatal(err)
		}
		plays := Plays(ref, g, r)
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
