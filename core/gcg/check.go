package gcg

import (
	"cmp"
	"fmt"
	"scraebbkle/internal/prose"
	"slices"
	"strings"
	"unicode"
)

// checker works out who played each event of a record and notes the
// faults of arithmetic and consistency as the record's Problems.
type checker struct {
	r     *Record
	index map[string]int // each player's index, by nick
	// totals are each nick's total after its last line, as written: the
	// base of the next line's, so that a wrong total is noted once.
	totals map[string]int
	// plays are each nick's last play that a challenge bonus or a phony
	// taken off may follow, by index in the events.
	plays    map[string]int
	lastPlay int             // the index of the last play on the board, -1 when none is
	strange  map[string]bool // the nicks of no player, noted already
	ended    bool            // an end line has been read
}

// check works out each event's player and notes the record's Problems;
// rackLines are the lines of the #rackN pragmas, by player index.
func check(r *Record, rackLines map[int]int) {
	c := &checker{
		r:        r,
		index:    map[string]int{},
		totals:   map[string]int{},
		plays:    map[string]int{},
		lastPlay: -1,
		strange:  map[string]bool{},
	}
	for i, p := range r.Players {
		c.index[p.Nick] = i
	}
	for i := range r.Events {
		c.event(i)
	}
	c.endTiles()
	c.racks(rackLines)
	slices.SortStableFunc(r.Problems, func(a, b Problem) int { return cmp.Compare(a.Line, b.Line) })
}

// shown is text as a problem shows it: cut short when it is long, for a
// rack or a nick in a wrong file may be a line long.
func shown(text string) string { return prose.Shortened(text) }

// note notes a Problem at line.
func (c *checker) note(line int, format string, args ...any) {
	c.r.Problems = append(c.r.Problems, Problem{Line: line, What: fmt.Sprintf(format, args...)})
}

// event checks the event at index i.
func (c *checker) event(i int) {
	e := &c.r.Events[i]
	c.player(e)
	c.total(e)
	c.sign(e)
	if c.ended && e.Kind != EndGain && e.Kind != EndRack && e.Kind != TimePenalty {
		c.note(e.Line, "this %s comes after the end of the game", e.Kind)
	}
	switch e.Kind {
	case Move:
		if !strings.ContainsFunc(e.Word, unicode.IsLetter) {
			c.note(e.Line, "the play at %s lays no tile", e.Pos)
		}
		c.plays[e.Nick], c.lastPlay = i, i
	case Withdrawn:
		c.withdrawn(e)
	case Challenge:
		c.challenge(e)
	case Exchange:
		c.exchange(e)
	case EndRack:
		if !sameTiles(e.Rack, e.Tiles) {
			c.note(e.Line, "the rack %s and the tiles (%s) it loses differ", shown(e.Rack), shown(e.Tiles))
		}
	}
	c.ended = c.ended || e.Kind == EndGain || e.Kind == EndRack
}

// player sets the index of the event's player, -1 when no #player line
// gives its nick, which is noted once a nick.
func (c *checker) player(e *Event) {
	i, ok := c.index[e.Nick]
	if ok {
		e.Player = i
		return
	}
	e.Player = -1
	if !c.strange[e.Nick] {
		c.strange[e.Nick] = true
		c.note(e.Line, "no #player line gives the nick %s", prose.Quoted(e.Nick))
	}
}

// total checks that the event's total is the player's total before it
// plus its score, and takes the total written as the next line's base.
func (c *checker) total(e *Event) {
	before := c.totals[e.Nick]
	c.totals[e.Nick] = e.Total
	if before+e.Score == e.Total {
		return
	}
	op, points := "+", e.Score
	if points < 0 {
		op, points = "-", -points
	}
	c.note(e.Line, "%s's total %d is not %d %s %d = %d", shown(e.Nick), e.Total, before, op, points, before+e.Score)
}

// sign checks that the score has the sign its kind calls for: a phony
// taken off is checked against its play instead, and a challenge bonus,
// which some rules make a penalty, not at all.
func (c *checker) sign(e *Event) {
	s := e.Score
	switch {
	case e.Kind == Move && s < 0:
		c.note(e.Line, "the play scores %d: a play cannot lose points", s)
	case e.Kind == Pass && s != 0:
		c.note(e.Line, "a pass scores +0, not %+d", s)
	case e.Kind == Exchange && s != 0:
		c.note(e.Line, "an exchange scores +0, not %+d", s)
	case e.Kind == TimePenalty && s > 0:
		c.note(e.Line, "a time penalty takes points off, but this one adds %d", s)
	case e.Kind == EndRack && s > 0:
		c.note(e.Line, "the tiles left on one's rack take points off, but these add %d", s)
	case e.Kind == EndGain && s < 0:
		c.note(e.Line, "the tiles left on the others' racks add points, but these take %d off", -s)
	}
}

// withdrawn checks a phony taken off: it takes off the player's last play,
// which is the last play on the board, and the points that play scored.
func (c *checker) withdrawn(e *Event) {
	i, ok := c.plays[e.Nick]
	if !ok {
		c.note(e.Line, "a phony is taken off, but %s has no play before it to take off", shown(e.Nick))
		return
	}
	delete(c.plays, e.Nick)
	if play := c.r.Events[i]; e.Score != -play.Score {
		c.note(e.Line, "the play taken off scored %d, so taking it off scores %d, not %+d", play.Score, -play.Score, e.Score)
	}
	if c.lastPlay != i {
		c.note(e.Line, "the play %s takes off is not the last play on the board", shown(e.Nick))
	}
	c.lastPlay = -1
}

// challenge checks a challenge bonus: it goes to the player whose play,
// the last on the board, was challenged.
func (c *checker) challenge(e *Event) {
	i, ok := c.plays[e.Nick]
	switch {
	case !ok:
		c.note(e.Line, "a challenge bonus for %s, who has no play before it", shown(e.Nick))
	case c.lastPlay != i:
		c.note(e.Line, "a challenge bonus for %s, whose play is not the last on the board", shown(e.Nick))
	}
}

// exchange checks that an exchange throws back tiles the rack holds,
// where the rack is known.
func (c *checker) exchange(e *Event) {
	switch {
	case !e.RackKnown:
	case e.Tiles == "" && e.Count > len([]rune(e.Rack)):
		c.note(e.Line, "the exchange throws back %s from a rack of %s", prose.Counted(e.Count, "tile"), prose.Counted(len([]rune(e.Rack)), "tile"))
	case e.Tiles != "" && !holds(e.Rack, e.Tiles):
		c.note(e.Line, "the tiles %s thrown back are not all on the rack %s", shown(e.Tiles), shown(e.Rack))
	}
}

// endTiles checks that the tiles a player gains at the end are those the
// others lose, where the record has the others' end lines. A record has
// one gain of the tiles left; a second is not checked again.
func (c *checker) endTiles() {
	i := slices.IndexFunc(c.r.Events, func(e Event) bool { return e.Kind == EndGain })
	if i < 0 {
		return
	}
	g := c.r.Events[i]
	var left strings.Builder
	for _, e := range c.r.Events {
		if e.Kind == EndRack && e.Nick != g.Nick {
			left.WriteString(e.Tiles)
		}
	}
	if left.Len() > 0 && !sameTiles(g.Tiles, left.String()) {
		c.note(g.Line, "the tiles (%s) gained are not the tiles the others lose, %s", shown(g.Tiles), shown(left.String()))
	}
}

// racks checks that each #rackN is for a player of the record.
func (c *checker) racks(rackLines map[int]int) {
	for i, line := range rackLines {
		if i >= len(c.r.Players) {
			c.note(line, "#rack%d is for player %d, but the record has %s", i+1, i+1, prose.Counted(len(c.r.Players), "player"))
		}
	}
}
