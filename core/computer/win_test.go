package computer

import (
	"math"
	"testing"

	"scraebbkle/core/chance"
	"scraebbkle/core/move"
)

// TestWorthIsTheChanceOfWinning checks what a sample is worth after a
// candidate: the chance of winning read from the game's table with the
// spread, the tiles left and the wait after the plies, and a little for
// each point; the points alone without a table.
func TestWorthIsTheChanceOfWinning(t *testing.T) {
	two, three := chance.ForGame("classic", 2), chance.ForGame("classic", 3)
	if two == nil || three == nil {
		t.Fatal("no classic table for two or three players")
	}
	cat := move.Packed{Word: [move.WordBytes]byte{'C', 'A', 'T'}, N: 3, Score: 10}
	for _, tc := range []struct {
		name string
		st   standing
		end  plies
		want float64
	}{
		{"two players, answered", standing{table: two, scores: []int{100, 50}, tiles: 60},
			plies{outcome: -20 + 15.5, replies: [maxOpponents]int{20}, answer: 15.5, answered: true, laid: 9},
			two.Win(100+10+16-(50+20), 60-3-9, 1) + spreadWeight*(10-4.5)},
		{"two players, the opponent went out", standing{table: two, scores: []int{300, 290}, me: 1, tiles: 12},
			plies{outcome: -30, replies: [maxOpponents]int{30}, laid: 4},
			two.Win(290+10-(300+30), 12-3-4, 0) + spreadWeight*(10-30)},
		{"three players, the best other after the replies", standing{table: three, scores: []int{80, 120, 100}, me: 2, tiles: 70},
			plies{outcome: -(40 + 5) / 2.0, replies: [maxOpponents]int{40, 5}, laid: 6},
			three.Win(100+10-(120+5), 70-3-6, 0) + spreadWeight*(10-22.5)},
		{"three players, the player went out ahead", standing{table: three, scores: []int{300, 290, 280}, tiles: 9},
			plies{outcome: 12 - (-5-7)/2.0, over: true, bonus: 12, bonuses: [maxOpponents]int{-5, -7}},
			1 + spreadWeight*(10+18)},
		{"three players, the first opponent went out", standing{table: three, scores: []int{300, 290, 280}, tiles: 9},
			plies{outcome: -20/2.0 - 4 - (11-7)/2.0, replies: [maxOpponents]int{20}, over: true, bonus: -4, bonuses: [maxOpponents]int{11, -7}, laid: 3},
			0 + spreadWeight*(10-16)},
		{"no table", standing{scores: []int{0, 0}, tiles: 60},
			plies{outcome: -12, replies: [maxOpponents]int{12}, laid: 2}, 10 - 12},
	} {
		sim := &simulation{plies: 2, cands: []candidate{{move: cat}}, standing: tc.st}
		if got := sim.worth(0, &tc.end); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: worth %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestWorthGrowsWithThePoints checks that a point more never makes a
// sample worth less, and that once the game is as good as won the spread
// still tells two candidates apart.
func TestWorthGrowsWithThePoints(t *testing.T) {
	sim := &simulation{plies: 2, cands: []candidate{{move: move.Packed{Score: 10}}},
		standing: standing{table: chance.ForGame("classic", 2), scores: []int{0, 0}, tiles: 20}}
	prev := math.Inf(-1)
	for answer := -300.0; answer <= 300; answer += 0.5 {
		w := sim.worth(0, &plies{outcome: answer, answer: answer, answered: true})
		if w <= prev {
			t.Fatalf("an answer worth %v makes the sample worth %v, no more than %v half a point less", answer, w, prev)
		}
		prev = w
	}
}
