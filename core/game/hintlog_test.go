package game

import "testing"

func TestHintLogCopies(t *testing.T) {
	var l HintLog
	l.Add(0, 0)
	l.Add(0, 0)
	l.Add(3, 1)
	c := l.Clone()
	c[0].Player = 1
	if len(l) != 2 || l[0].Player != 0 || !l.On(3) || l.On(1) || l.Count(1) != 1 {
		t.Errorf("log %v", l)
	}
}

// TestHintLogNumberAndTakeBack numbers each player's hints in the order
// they were asked for. Taken back, the hint of the turn gone back to still
// marks it, and those of later turns count without marking a turn.
func TestHintLogNumberAndTakeBack(t *testing.T) {
	var l HintLog
	l.Add(0, 0)
	l.Add(1, 1)
	l.Add(2, 0)
	l.Add(4, 0)
	for turn, want := range map[int]int{0: 1, 1: 1, 2: 2, 3: 0, 4: 3} {
		if got := l.Number(turn); got != want {
			t.Errorf("before the undo, turn %d is hint %d, want %d", turn, got, want)
		}
	}
	back := l.TakenBack(2)
	if !back.On(2) || back.On(3) || back.On(4) || !back.On(1) || back.Count(0) != 3 || back.Count(1) != 1 {
		t.Fatalf("taken back to 2 turns: %v", back)
	}
	back.Add(2, 0) // asked again on the turn gone back to: the same hint
	if got := back.Number(2); got != 2 || back.Count(0) != 3 {
		t.Errorf("asked again, the hint on the turn gone back to is number %d of %d, want 2 of 3", got, back.Count(0))
	}
	back = back.TakenBack(1)
	if back.On(2) || back.Count(0) != 3 {
		t.Fatalf("taken back further, to 1 turn: %v", back)
	}
	back.Add(4, 0) // turn 4 played again, and a hint asked there anew
	if got := back.Number(4); got != 4 {
		t.Errorf("a hint asked anew on a turn taken back is number %d, want 4", got)
	}
	if !l.On(4) {
		t.Error("TakenBack changed the log it was asked of")
	}
}
