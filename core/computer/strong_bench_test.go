package computer

import (
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkLookaheadReply times one step of Strong's middle-game
// look-ahead on the example's mid-game position: a candidate laid, the
// best reply of a sampled opponent rack found, the candidate taken back.
// Strong's budget buys as many steps as it has time for, on every core.
func BenchmarkLookaheadReply(b *testing.B) {
	s := testStrong(64)
	v := midGameView(b)
	v.Rack = coretest.Rack(b, "LRCOASI")
	benchmarkSteps(b, s, v)
}

// BenchmarkLookaheadReplyClassic is BenchmarkLookaheadReply in classic
// Scrabble, on macondo's position VsMatt with AABDELT, the opponents'
// racks drawn from the tiles it does not see: what a sample of Strong's
// look-ahead costs in the game macondo plays.
func BenchmarkLookaheadReplyClassic(b *testing.B) {
	r := rules.Classic()
	s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{Samples: 64})
	p := coretest.Position(b, r, coretest.VsMatt)
	unseen := unseenBy(r.TileSet.Tiles(), p.Grid.Tiles(), p.Racks[0])
	if len(unseen) != 18 {
		b.Fatalf("%d tiles unseen on VsMatt, want 18", len(unseen))
	}
	benchmarkSteps(b, s, game.View{Grid: p.Grid, Rack: p.Racks[0], Unseen: unseen, BagLen: len(unseen) - 7, Scores: []int{0, 0}})
}

// unseenBy is the tiles of set that neither the board's squares nor rack
// hold.
func unseenBy(set, squares []tile.Tile, rack tile.Rack) []tile.Tile {
	var seen tile.Rack
	for _, t := range squares {
		switch {
		case t.IsZero():
		case t.Blank:
			seen = append(seen, tile.Tile{Blank: true}) // a blank, whatever letter it plays
		default:
			seen = append(seen, t)
		}
	}
	return removeRack(removeRack(set, seen), rack)
}

// benchmarkSteps times the steps of Strong's middle-game look-ahead of
// view v, from the first sample again once every sample is done.
func benchmarkSteps(b *testing.B, s *StrongPlayer, v game.View) {
	sim := newSimulation(s, s.best(v, s.simulationCandidates(v)), v)
	var stop atomic.Bool
	w := &worker{gen: movegen.New(s.rules, s.lex), grid: v.Grid.Clone(), rules: s.rules, stop: &stop, deadline: time.Now().Add(time.Hour)}
	coretest.BenchmarkMedian(b, func() {
		if !sim.step(w) {
			sim.next.Store(0) // every sample done: start again
			sim.step(w)
		}
	})
}
