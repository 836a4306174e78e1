package review

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/gcg"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// replay plays a GCG record's events on the board of the game to review,
// making a Position of each turn and a Note of each fault.
type replay struct {
	g      *Game
	rec    *gcg.Record
	grid   *board.Grid
	totals []int          // each player's total, as the record gives it
	held   []int          // how many tiles each player holds
	bag    int            // how many tiles are in the bag
	last   []board.Placed // the tiles of the last play, for a phony taken off
	lastBy int            // who made the last play, -1 for none
	drew   int            // how many tiles the last play drew
	over   bool           // the end's lines have come
	// used[i] are the tiles turn i took from its rack, nil when none or
	// not known: what it laid, or threw back.
	used [][]tile.Tile
}

// newReplay prepares the replay of record rec into game g: an empty
// board, full racks dealt from a full bag.
func newReplay(g *Game, rec *gcg.Record) *replay {
	r := g.Referee.Rules
	n := len(g.Names)
	rp := &replay{g: g, rec: rec, grid: board.NewGrid(g.Board), totals: make([]int, n), held: make([]int, n), lastBy: -1}
	rp.bag = len(r.TileSet.Tiles())
	for p := range n {
		rp.held[p] = min(r.RackSize, rp.bag)
		rp.bag -= rp.held[p]
	}
	return rp
}

// run replays every event, then sets what follows the last: the position
// after it, and the final totals when the record has its end.
func (rp *replay) run() {
	for i := range rp.rec.Events {
		rp.event(&rp.rec.Events[i])
	}
	rp.draws()
	rp.g.Now = rp.view(rp.next(), rp.rackOf(rp.next()))
	if rp.over {
		rp.g.Final = slices.Clone(rp.totals)
	}
}

// next is the player to move after the last turn of the record.
func (rp *replay) next() int {
	if n := len(rp.g.Turns); n > 0 {
		return (rp.g.Turns[n-1].View.Me + 1) % len(rp.g.Names)
	}
	return 0
}

// draws works out the tiles drawn after each turn whose rack is known,
// from the same player's rack at their next turn, when that is known too:
// those it holds besides the tiles kept.
func (rp *replay) draws() {
	turns := rp.g.Turns
	for i := range turns {
		before := turns[i].View.Rack
		if before == nil || rp.used[i] == nil && !turns[i].Played.Pass {
			continue
		}
		_, kept, missing := before.Take(tile.Rack(rp.used[i]).Letters())
		after := rp.nextRack(i)
		if missing != "" || after == nil {
			continue
		}
		if _, drawn, missing := after.Take(kept.Letters()); missing == "" {
			turns[i].Drawn = drawn
		}
	}
}

// nextRack is the rack the record gives at the next turn of turn i's
// player, or nil.
func (rp *replay) nextRack(i int) tile.Rack {
	turns := rp.g.Turns
	for j := i + 1; j < len(turns); j++ {
		if turns[j].View.Me == turns[i].View.Me {
			return turns[j].View.Rack
		}
	}
	return nil
}

// rackOf is player p's rack as the record's #rack pragma gives it, or nil.
func (rp *replay) rackOf(p int) tile.Rack {
	letters, ok := rp.rec.Racks[p]
	if !ok {
		return nil
	}
	rack, ok := rp.rack(letters)
	if !ok {
		return nil
	}
	return rack
}

// note notes fault what, of line n.
func (rp *replay) note(n int, format string, args ...any) {
	rp.g.Notes = append(rp.g.Notes, Note{Line: n, What: fmt.Sprintf(format, args...)})
}

// event replays event e.
func (rp *replay) event(e *gcg.Event) {
	if e.Player < 0 || e.Player >= len(rp.totals) {
		return // a nick of no player: the record's Problems say so
	}
	switch e.Kind {
	case gcg.Move, gcg.Pass, gcg.Exchange:
		rp.turn(e)
	case gcg.Withdrawn:
		rp.withdraw(e)
	case gcg.EndGain, gcg.EndRack:
		rp.over = true
	}
	rp.totals[e.Player] = e.Total
}

// turn makes the position of event e, a turn, and plays its move.
func (rp *replay) turn(e *gcg.Event) {
	p := e.Player
	rack, note := rp.turnRack(e)
	pos := Position{View: rp.view(p, rack), Score: e.Score, Line: e.Line, Note: note}
	var used []tile.Tile
	switch e.Kind {
	case gcg.Pass:
		pos.Played = move.Pass
	case gcg.Exchange:
		pos.Played, pos.Note = rp.exchange(e, rack, note)
		if pos.Note == "" {
			used, _, _ = rack.Take(pos.Played.Exchange)
		}
	default:
		var why string
		var laid []board.Placed
		pos.Played, laid, why = rp.play(e, rack)
		pos.Note = cmp.Or(pos.Note, why)
		used = tilesOf(laid)
	}
	rp.g.Turns = append(rp.g.Turns, pos)
	rp.used = append(rp.used, used)
	rp.lastBy = -1
	if e.Kind == gcg.Move {
		rp.lastBy = p
	}
}

// view is the view of player p, holding rack (nil when not known), of the
// position now.
func (rp *replay) view(p int, rack tile.Rack) game.View {
	v := game.View{Grid: rp.grid.Clone(), Rack: rack, BagLen: rp.bag, Scores: slices.Clone(rp.totals), Me: p}
	if rack != nil {
		v.Unseen = rp.unseen(rack)
	}
	return v
}

// unseen are the tiles of the game neither on the board nor on rack, or
// nil when they hold more of a kind than the game has.
func (rp *replay) unseen(rack tile.Rack) []tile.Tile {
	var seen []byte
	for _, t := range rp.grid.Tiles() {
		if !t.IsZero() {
			seen = append(seen, notationOf(t))
		}
	}
	for _, t := range rack {
		seen = append(seen, notationOf(t))
	}
	_, rest, missing := tile.Rack(rp.g.Referee.Rules.TileSet.Tiles()).Take(string(seen))
	if missing != "" {
		return nil
	}
	return rest
}

// notationOf is tile t as rack letters write it: its letter, '_' for a
// blank whatever it plays.
func notationOf(t tile.Tile) byte {
	if t.Blank {
		return '_'
	}
	return t.Letter
}

// turnRack is the rack of event e's player before it, when the record
// gives it in full, or else nil and why the turn cannot be judged.
func (rp *replay) turnRack(e *gcg.Event) (tile.Rack, string) {
	name := rp.g.Names[e.Player]
	if !e.RackKnown {
		return nil, name + "'s rack is not recorded: the move is not judged"
	}
	rack, ok := rp.rack(e.Rack)
	switch {
	case !ok:
		return nil, fmt.Sprintf("%s's rack %s holds tiles the game does not have: the move is not judged", name, e.Rack)
	case len(rack) < rp.held[e.Player]:
		return nil, fmt.Sprintf("only %d of %s's %d tiles are recorded: the move is not judged", len(rack), name, rp.held[e.Player])
	case len(rack) > rp.held[e.Player]:
		return nil, fmt.Sprintf("%s's rack %s holds %d tiles, but %s holds %d by now: the move is not judged", name, e.Rack, len(rack), name, rp.held[e.Player])
	}
	if rp.unseen(rack) == nil {
		return nil, fmt.Sprintf("%s's rack %s and the board hold more tiles of a kind than the game has: the move is not judged", name, e.Rack)
	}
	return rack, ""
}

// rack reads a rack as GCG writes it, "?" a blank, with the game's
// values, or false when it holds a tile the game does not have.
func (rp *replay) rack(letters string) (tile.Rack, bool) {
	r := rp.g.Referee.Rules
	rack := make(tile.Rack, 0, len(letters))
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if c == '?' {
			rack = append(rack, tile.Tile{Blank: true, Value: r.BlankValue})
			continue
		}
		v, ok := r.TileSet.Value(c)
		if !ok {
			return nil, false
		}
		rack = append(rack, tile.Tile{Letter: c, Value: v})
	}
	return rack, true
}

// exchange is the move of event e, an exchange, from rack (nil when not
// known), and why it cannot be judged, when it cannot: its tiles not
// recorded, and not the whole rack.
func (rp *replay) exchange(e *gcg.Event, rack tile.Rack, note string) (move.Move, string) {
	tiles := strings.ReplaceAll(e.Tiles, "?", "_")
	if tiles == "" && rack != nil && e.Count == len(rack) {
		tiles = rack.Letters()
	}
	if tiles == "" {
		return move.Move{Exchange: strings.Repeat("_", e.Count)}, cmp.Or(note, fmt.Sprintf("the %d tiles thrown back are not recorded: the exchange is not judged", e.Count))
	}
	return move.Move{Exchange: tiles}, note
}
