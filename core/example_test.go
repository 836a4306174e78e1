package core

import (
	"errors"
	"testing"

	"scraebbkle/internal/example"
)

// exampleTurn is one turn of the example play: refused attempts, then the
// move made, the rack it was made from and the mover's total afterwards.
type exampleTurn struct {
	refused []string
	reasons []Reason
	texts   []string
	move    string
	rack    string
	total   int
}

var exampleTurns = []exampleTurn{
	{move: "DINED,d4", rack: "EEDNIDL", total: 20},
	{move: "TNZON,7c", rack: "NZHNTFO", total: 19},
	{refused: []string{"O,e6", "OR,8h"}, reasons: []Reason{SecondWord, SecondWord},
		texts: []string{"It would also form the word NO at 6d.", "It would also form the word NO at h7."},
		move:  "OVE,4e", rack: "ELRREVO", total: 29},
	{move: "PAFISH,h5", rack: "HFILASP", total: 38},
	{move: "RET,10f", rack: "LRRETCO", total: 39},
	{move: "INNULaS,5i", rack: "LUSI_NN", total: 134},
	{refused: []string{"OR,k10"}, reasons: []Reason{NotConnected},
		texts: []string{"The word OR does not use any tile already on the board."},
		move:  ",", rack: "LRCOASI", total: 39},
	{move: "TAWIG,j1", rack: "ITGAIWM", total: 146},
	{move: "CAL,m2", rack: "LRCOASI", total: 50},
	{move: "cHOLIUM,o6", rack: "IMHU_OL", total: 236},
	{refused: []string{"ROS,f9"}, reasons: []Reason{NotAWord},
		texts: []string{"RROS is not in the word list."},
		move:  "IT,8i", rack: "ROSILTS", total: 57},
	{move: "FRG,2h", rack: "KKGHERM" /* after the move */, total: 263},
}

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
