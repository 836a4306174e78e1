package core

import (
	"errors"
	"testing"

	"scraebbkle/internal/example"
)

// TestExamplePlay replays the game's example play from its
// racks and checks every score, rack and refusal.
func TestExamplePlay(t *testing.T) {
	rules := ScraeBBKle()
	g, err := NewGame(testReferee(), defaultBoard(t), scriptedBag(t, rules, example.Order()), []PlayerKind{Human, Computer}, true)
	if err != nil {
		t.Fatal(err)
	}
	for i, et := range exampleTurns {
		mover := g.ToMove()
		if mover != i%2 {
			t.Fatalf("turn %d: player %d to move", i, mover+1)
		}
		if i < len(exampleTurns)-1 {
			if got := g.Player(mover).Rack.Letters(); got != et.rack {
				t.Fatalf("turn %d: rack %s, want %s", i, got, et.rack)
			}
		}
		for j, s := range et.refused {
			_, err := g.Play(mustMove(t, s))
			var r *Refusal
			if !errors.As(err, &r) || r.Reason != et.reasons[j] || r.Error() != et.texts[j] {
				t.Fatalf("%s: got %v, want reason %d %q", s, err, et.reasons[j], et.texts[j])
			}
		}
		turn, err := g.Play(mustMove(t, et.move))
		if err != nil {
			t.Fatalf("%s: %v", et.move, err)
		}
		if turn.Total != et.total {
			t.Errorf("%s: total %d, want %d", et.move, turn.Total, et.total)
		}
	}
	if got := g.Player(1).Rack.Letters(); got != "KKGHERM" {
		t.Errorf("player 2's last rack is %s, want KKGHERM", got)
	}
	if g.Over() {
		t.Error("the game ended too soon")
	}
}
