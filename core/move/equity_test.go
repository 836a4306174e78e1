package move

import (
	"math/rand/v2"
	"slices"
	"testing"

	"scraebbkle/core/tile"
)

// rackOf is a rack of the letters given, '_' for a blank.
func rackOf(letters string) tile.Rack {
	var r tile.Rack
	for _, c := range []byte(letters) {
		if c == '_' {
			r = append(r, tile.Tile{Blank: true})
		} else {
			r = append(r, tile.Tile{Letter: c, Value: 1})
		}
	}
	return r
}

// worthOf values a leave by a sum that tells every set of tiles kept
// from another: each kind kept counts by a different weight.
func worthOf(kept *tile.Counts) float64 {
	w := 0.0
	for k, n := range kept {
		w += float64(n) * float64(k*k+1) / 7
	}
	return w
}

// TestLeavesKept checks every set of tiles a move may lay of racks with
// repeated letters and blanks: what Kept says the tiles kept are worth is
// what worth says of them, and Most is the most of each size.
func TestLeavesKept(t *testing.T) {
	for _, letters := range []string{"AABDELT", "EEEE__Q", "Z", "", "AB_", "_______"[:7]} {
		rack := rackOf(letters)
		var l Leaves
		l.Fill(rack, worthOf)
		most := map[int]float64{}
		// Every set of places of the rack, as a word of those tiles: a
		// blank laid as a lower-case letter.
		for set := range 1 << len(rack) {
			var m Packed
			kept := tile.Count(rack)
			for i, tl := range rack {
				if set>>i&1 == 0 {
					continue
				}
				c := tl.Letter
				if tl.Blank {
					c = 'a' + byte(i)
					kept[tile.BlankIndex]--
				} else {
					kept[c-'A']--
				}
				m.Word[m.N], m.N = c, m.N+1
			}
			if got, want := l.Kept(&m), worthOf(&kept); got != want {
				t.Errorf("rack %s, laying %s: kept worth %v, want %v", letters, m.Word[:m.N], got, want)
			}
			n := int(m.N)
			if w, ok := most[n]; !ok || worthOf(&kept) > w {
				most[n] = worthOf(&kept)
			}
		}
		for n := range len(rack) + 2 {
			want, ok := most[n]
			if !ok {
				want = negInf
			}
			if got := l.Most(n); got != want {
				t.Errorf("rack %s: the most a leave after laying %d is worth is %v, want %v", letters, n, got, want)
			}
		}
	}
}

// TestLeavesNone checks that a nil worth ranks moves by their score.
func TestLeavesNone(t *testing.T) {
	var l Leaves
	l.Fill(rackOf("QI_"), nil)
	m := Packed{Word: [WordBytes]byte{'Q', 'i'}, N: 2, Score: 31}
	if l.Equity(&m) != 31 || l.Most(0) != 0 || l.Most(3) != 0 || l.Most(4) != negInf {
		t.Errorf("equity %v, most %v %v %v", l.Equity(&m), l.Most(0), l.Most(3), l.Most(4))
	}
}

// TestTopKeepsTheBest offers moves in random orders to tops of several
// sizes and checks that each keeps the best by Better, in its order.
func TestTopKeepsTheBest(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 7))
	moves := make([]Packed, 40)
	equity := make([]float64, 40)
	for i := range moves {
		moves[i] = Packed{Word: [WordBytes]byte{'A' + byte(rng.IntN(3))}, N: 1, Col: uint8(rng.IntN(3)), Score: rng.IntN(5)}
		equity[i] = float64(rng.IntN(4)) / 2 // many ties, broken by Beats
	}
	order := make([]int, len(moves))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case Better(&moves[a], equity[a], &moves[b], equity[b]):
			return -1
		case Better(&moves[b], equity[b], &moves[a], equity[a]):
			return 1
		}
		return 0
	})
	for _, n := range []int{0, 1, 5, 40, 50} {
		var top Top
		top.Reset(n)
		for _, i := range rng.Perm(len(moves)) {
			top.Offer(&moves[i], equity[i])
		}
		got := top.Equities()
		if len(got) != min(n, len(moves)) {
			t.Fatalf("a top of %d kept %d", n, len(got))
		}
		for k, i := range order[:len(got)] {
			if got[k] != equity[i] || top.Moves()[k].Score != moves[i].Score {
				t.Errorf("a top of %d: place %d holds %v (%d), want %v (%d)", n, k, got[k], top.Moves()[k].Score, equity[i], moves[i].Score)
			}
		}
	}
}
