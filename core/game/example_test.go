package game_test

import (
	"errors"
	"testing"

	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/internal/example"
)

// TestExamplePlay replays the game's example play from its
// racks and checks every score, rack and refusal.
func TestExamplePlay(t *testing.T) {
	rules := rules.ScraeBBKle()
	g, err := game.New(coretest.Referee(), coretest.DefaultBoard(t), coretest.Bag(t, rules, example.Order()), []game.PlayerKind{game.Human, game.Computer}, true)
	if err != nil {
		t.Fatal(err)
	}
	for i, et := range gametest.ExampleTurns {
		mover := g.ToMove()
		if mover != i%2 {
			t.Fatalf("turn %d: player %d to move", i, mover+1)
		}
		if i < len(gametest.ExampleTurns)-1 {
			if got := g.Player(mover).Rack.Letters(); got != et.Rack {
				t.Fatalf("turn %d: rack %s, want %s", i, got, et.Rack)
			}
		}
		for j, s := range et.Refused {
			_, err := g.Play(coretest.Move(t, s))
			var r *referee.Refusal
			if !errors.As(err, &r) || r.Reason != et.Reasons[j] || r.Error() != et.Texts[j] {
				t.Fatalf("%s: got %v, want reason %d %q", s, err, et.Reasons[j], et.Texts[j])
			}
		}
		turn, err := g.Play(coretest.Move(t, et.Move))
		if err != nil {
			t.Fatalf("%s: %v", et.Move, err)
		}
		if turn.Total != et.Total {
			t.Errorf("%s: total %d, want %d", et.Move, turn.Total, et.Total)
		}
	}
	if got := g.Player(1).Rack.Letters(); got != "KKGHERM" {
		t.Errorf("player 2's last rack is %s, want KKGHERM", got)
	}
	if g.Over() {
		t.Error("the game ended too soon")
	}
}
