package review

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
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
	totals []int       // each player's total, as the record gives it
	held   []int       // how many tiles each player holds
	racks  []tile.Rack // each player's rack where it is known exactly, else nil
	bag    int         // how many tiles are in the bag
	// The last play, for a phony taken off: its tiles, its player (-1 for
	// none), what it drew and its turn.
	last    []board.Placed
	lastBy  int
	drew    int
	refused int // the index in the notes of the rules' refusal of the last play, -1 for none
	// used[i] are the tiles turn i took from its rack, nil when none or
	// not known: what it laid, or threw back.
	used [][]tile.Tile
	// The end: who went out (-1 for none), the turns in a row that count
	// towards the end, and the end's lines.
	wentOut   int
	scoreless int
	ends      []*gcg.Event
}

// newReplay prepares the replay of record rec into game g: an empty
// board, full racks dealt from a full bag.
func newReplay(g *Game, rec *gcg.Record) *replay {
	r := g.Referee.Rules
	n := len(g.Names)
	rp := &replay{g: g, rec: rec, grid: board.NewGrid(g.Board), totals: make([]int, n), held: make([]int, n),
		racks: make([]tile.Rack, n), lastBy: -1, refused: -1, wentOut: -1}
	rp.bag = len(r.TileSet.Tiles())
	for p := range n {
		rp.held[p] = min(r.RackSize, rp.bag)
		rp.bag -= rp.held[p]
	}
	return rp
}

// run replays every event, then checks the end and sets what follows the
// last turn: the position after it, and the final totals when the game is
// over.
func (rp *replay) run() {
	for i := range rp.rec.Events {
		rp.event(&rp.rec.Events[i])
	}
	rp.draws()
	rp.end()
	rp.g.Now = rp.view(rp.next(), rp.rackOf(rp.next()))
	sort.SliceStable(rp.g.Notes, func(i, j int) bool { return rp.g.Notes[i].Line < rp.g.Notes[j].Line })
}

// next is the player to move after the last turn of the record.
func (rp *replay) next() int {
	if n := len(rp.g.Turns); n > 0 {
		return (rp.g.Turns[n-1].View.Me + 1) % len(rp.g.Names)
	}
	return 0
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
	case gcg.Challenge, gcg.TimePenalty:
		rp.extra(e)
	case gcg.EndGain, gcg.EndRack:
		rp.ends = append(rp.ends, e)
	}
	rp.totals[e.Player] = e.Total
}

// extra tells the last turn of a challenge bonus or a time penalty, which
// change a total but are no turn.
func (rp *replay) extra(e *gcg.Event) {
	turns := rp.g.Turns
	if len(turns) == 0 {
		return
	}
	what := fmt.Sprintf("%s gains a challenge bonus of %d", rp.g.Names[e.Player], e.Score)
	if e.Kind == gcg.TimePenalty {
		what = fmt.Sprintf("%s loses %d points for time", rp.g.Names[e.Player], -e.Score)
	}
	t := &turns[len(turns)-1]
	t.Extras = append(t.Extras, what)
}

// turn makes the position of event e, a turn, and plays its move.
func (rp *replay) turn(e *gcg.Event) {
	p := e.Player
	rp.drew, rp.refused = 0, -1
	rack, note := rp.turnRack(e)
	pos := Position{View: rp.view(p, rack), Score: e.Score, Line: e.Line, Note: note, RackText: e.Rack}
	var used []tile.Tile
	switch {
	case e.Kind == gcg.Pass && strings.Contains(e.Note, "unsuccessful-challenge"):
		pos.Played, pos.Note = move.Pass, "a turn lost to a challenge that failed: not judged"
	case e.Kind == gcg.Pass:
		pos.Played = move.Pass
	case e.Kind == gcg.Exchange:
		pos.Played, pos.Note = rp.exchange(e, rack, note)
		if pos.Note == "" {
			used, _, _ = rack.Take(pos.Played.Exchange)
		}
	default:
		var why string
		var laid []board.Placed
		pos.Played, laid, why = rp.play(e, rack)
		pos.Note = cmp.Or(pos.Note, why)
		used = board.Rack(laid)
	}
	rp.g.Turns = append(rp.g.Turns, pos)
	rp.used = append(rp.used, used)
	rp.afterTurn(e, rack, used)
}

// afterTurn keeps what a turn of event e, from rack (nil when not known),
// having taken the tiles used, tells of the end: the player's rack once
// the bag is empty, who went out, the turns in a row that count towards
// the end.
func (rp *replay) afterTurn(e *gcg.Event, rack tile.Rack, used []tile.Tile) {
	p := e.Player
	rp.lastBy = -1
	if e.Kind == gcg.Move {
		rp.lastBy = p
	}
	rp.racks[p] = nil
	if rack != nil && (e.Kind == gcg.Pass || e.Kind == gcg.Move && rp.drew == 0) {
		_, rp.racks[p], _ = rack.Take(tile.Rack(used).Letters())
	}
	if e.Kind == gcg.Move && rp.held[p] == 0 && rp.bag == 0 {
		rp.wentOut = p
	}
	played := rp.g.Turns[len(rp.g.Turns)-1].Played
	if rp.g.Referee.Rules.End.Counts(played, e.Score) {
		rp.scoreless++
	} else {
		rp.scoreless = 0
	}
}

// view is the view of player p, holding rack (nil when not known), of the
// position now.
func (rp *replay) view(p int, rack tile.Rack) game.View {
	v := game.View{Grid: rp.grid.Clone(), Rack: rack, BagLen: rp.bag, Scores: slices.Clone(rp.totals), Holds: slices.Clone(rp.held), Me: p}
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
	name, held := rp.g.Names[e.Player], rp.held[e.Player]
	if !e.RackKnown {
		return nil, name + "'s rack is not recorded: the move is not judged"
	}
	rack, ok := rp.rack(e.Rack)
	switch {
	case !ok:
		return nil, fmt.Sprintf("%s's rack %s holds tiles the game does not have: the move is not judged", name, e.Rack)
	case len(rack) < held:
		return nil, fmt.Sprintf("only %d of %s's %s recorded: the move is not judged", len(rack), name, tilesAre(held))
	case len(rack) > held:
		return nil, fmt.Sprintf("%s's rack %s holds %d tiles, but %s holds %d by now: the move is not judged", name, e.Rack, len(rack), name, held)
	}
	if rp.unseen(rack) == nil {
		return nil, fmt.Sprintf("%s's rack %s and the board hold more tiles of a kind than the game has: the move is not judged", name, e.Rack)
	}
	return rack, ""
}

// tilesAre is "1 tile is" or "7 tiles are".
func tilesAre(n int) string {
	if n == 1 {
		return "1 tile is"
	}
	return fmt.Sprintf("%d tiles are", n)
}

// rack reads a rack as GCG writes it, "?" a blank, with the game's
// values, or false when it holds a tile the game does not have.
func (rp *replay) rack(letters string) (tile.Rack, bool) {
	rack, err := cgp.TilesOf(rp.g.Referee.Rules, letters)
	return rack, err == nil
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
