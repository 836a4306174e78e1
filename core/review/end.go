package review

import (
	"fmt"
	"slices"

	"scraebbkle/core/gcg"
	"scraebbkle/core/tile"
)

// end checks the end of the record against the rules of the game: the
// tiles left that the end's lines name and what they add and take off,
// the deductions of a game ended by turns that score nothing, and a game
// over without its end's lines. The final totals are the record's, once
// the game is over; a game over without its end's lines has them worked
// out where every rack left is known.
func (rp *replay) end() {
	over := rp.wentOut >= 0 || rp.scoreless >= rp.g.Referee.Rules.PassesToEnd(len(rp.g.Names))
	switch {
	case len(rp.ends) > 0:
		rp.checkEnds()
		rp.g.Final = slices.Clone(rp.totals)
	case over:
		rp.noEnds()
	}
}

// checkEnds checks each of the end's lines: the tiles a player loses are
// theirs, and worth what the line takes off; the tiles the player who went
// out gains are the others', and worth what the rules give; and after
// turns that scored nothing, every player loses their tiles.
func (rp *replay) checkEnds() {
	lost := map[int]bool{}
	for _, e := range rp.ends {
		if e.Kind == gcg.EndRack {
			lost[e.Player] = true
			rp.checkLoss(e)
		}
	}
	for _, e := range rp.ends {
		if e.Kind == gcg.EndGain {
			rp.checkGain(e, lost)
		}
	}
	if rp.wentOut >= 0 {
		return
	}
	for p, name := range rp.g.Names {
		if !lost[p] {
			rp.note(rp.ends[0].Line, "the game ended by turns that scored nothing, but the record takes off none of %s's tiles left%s", name, rp.rackWorth(p))
		}
	}
}

// checkLoss checks event e, a player's tiles left taken off.
func (rp *replay) checkLoss(e *gcg.Event) {
	tiles, ok := rp.rack(e.Tiles)
	if !ok {
		return // the record's Problems say so
	}
	if known := rp.racks[e.Player]; known != nil && !sameTiles(known, tiles) {
		rp.note(e.Line, "%s was left with %s, but the record says %s", rp.g.Names[e.Player], known.Shown(), e.Tiles)
	}
	if v := tiles.Value(); v != -e.Score {
		rp.note(e.Line, "the tiles %s are worth %d, but the record takes off %d", e.Tiles, v, -e.Score)
	}
}

// checkGain checks event e, the gain of the player who went out, where
// lost tells which players' losses the record gives.
func (rp *replay) checkGain(e *gcg.Event, lost map[int]bool) {
	r := rp.g.Referee.Rules
	tiles, ok := rp.rack(e.Tiles)
	if !ok {
		return
	}
	left := tiles.Value()
	if others, known := rp.othersLeft(e.Player); known {
		left = others.Value()
		if !sameTiles(others, tiles) {
			rp.note(e.Line, "the others were left with %s, but the record says %s", others.Shown(), e.Tiles)
		}
	}
	want, how := 0, ""
	switch {
	case !r.OutBonus:
		how = fmt.Sprintf("under the rules of %s going out gains nothing", r.Name)
	case len(lost) > 0 || len(rp.g.Names) > 2:
		want, how = left, fmt.Sprintf("under the rules of %s going out gains the %d points the others were left with", r.Name, left)
	default:
		// A record of two players may give the loss of the other's tiles
		// as a second gain of them, in one line, as many writers do.
		want, how = r.OutGain(left), fmt.Sprintf("with the loss of the other's tiles in the same line, going out gains twice the %d points left", left)
	}
	if e.Score != want {
		rp.note(e.Line, "%s: %d, but the record says %d", how, want, e.Score)
	}
}

// othersLeft is the tiles left on the racks of the players but p, and
// whether they are all known.
func (rp *replay) othersLeft(p int) (tile.Rack, bool) {
	var left tile.Rack
	for q, rack := range rp.racks {
		if q == p {
			continue
		}
		if rack == nil {
			return nil, false
		}
		left = append(left, rack...)
	}
	return left, true
}

// noEnds notes a game over without its end's lines, and works its final
// totals out where every rack left is known.
func (rp *replay) noEnds() {
	r := rp.g.Referee.Rules
	last := rp.g.Turns[len(rp.g.Turns)-1].Line
	if rp.wentOut >= 0 {
		rp.note(last, "%s went out with the bag empty, but the record has no lines for the end of the game", rp.g.Names[rp.wentOut])
	} else {
		rp.note(last, "the game ended by turns that scored nothing, but the record has no lines for the end of the game")
	}
	final := slices.Clone(rp.totals)
	gain := 0
	for p, rack := range rp.racks {
		if p == rp.wentOut {
			continue
		}
		if rack == nil {
			return
		}
		final[p] -= rack.Value()
		gain += rack.Value()
	}
	if rp.wentOut >= 0 && r.OutBonus {
		final[rp.wentOut] += gain
	}
	rp.g.Final = final
}

// rackWorth says what player p's rack left was and is worth, when known:
// " (BHIINPU, 14 points)".
func (rp *replay) rackWorth(p int) string {
	rack := rp.racks[p]
	if rack == nil {
		return ""
	}
	return fmt.Sprintf(" (%s, %d points)", rack.Shown(), rack.Value())
}

// sameTiles reports whether two racks hold the same tiles, in any order.
func sameTiles(a, b tile.Rack) bool {
	return tile.Count(a) == tile.Count(b)
}
