package export

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
)

// FuzzGCG writes the record of games of each game's rules, of two to four
// players, open or closed, played to any turn with moves, passes and
// exchanges picked by the input, and reads it back line by line: every
// turn's rack, play, score and total, each tile laid on a square that was
// empty and each "." on one that held a tile, and the end's adjustments
// that make the final totals.
func FuzzGCG(f *testing.F) {
	f.Add(uint8(0), uint64(1), uint8(2), false, []byte{3, 4, 5, 6, 7, 8})
	f.Add(uint8(1), uint64(2), uint8(2), true, []byte{0, 0, 9, 0, 0})
	f.Add(uint8(2), uint64(3), uint8(4), false, []byte{1, 2, 1, 2, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint8(2), uint64(4), uint8(3), true, []byte(strings.Repeat("\x05", 120)))
	f.Fuzz(func(t *testing.T, which uint8, seed uint64, players uint8, open bool, script []byte) {
		r := rules.All()[int(which)%len(rules.All())]
		n := r.MinPlayers + int(players)%(r.MaxPlayers-r.MinPlayers+1)
		b, err := r.ParseDefaultBoard()
		if err != nil {
			t.Fatal(err)
		}
		kinds := make([]game.PlayerKind, n)
		g := gametest.NewGameOn(t, coretest.RefereeOf(r), b, seed, open, kinds...)
		playScript(t, g, script)
		readGCG(t, g, GCG(g, nil))
	})
}

// playScript plays a turn of game g for each byte of script, until the
// game ends: 0 passes, 1 exchanges the first tiles of the rack where the
// rules and the bag allow, and any other picks a move the generator
// lists.
func playScript(t *testing.T, g *game.Game, script []byte) {
	gen := movegen.New(g.Rules(), g.Referee().Lexicon)
	var buf []move.Packed
	for _, c := range script {
		if g.Over() {
			return
		}
		rack := g.Player(g.ToMove()).Rack
		m := move.Pass
		switch {
		case c == 1 && g.Rules().ExchangeBag > 0 && g.BagLen() >= g.Rules().ExchangeBag:
			m = move.Move{Exchange: rack[:1+g.BagLen()%len(rack)].Letters()}
		case c > 1:
			if buf = gen.All(g.Grid(), rack, buf[:0]); len(buf) > 0 {
				m = buf[int(c)%len(buf)].Move()
			}
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("turn %d, %s: %v", g.Turns()+1, m, err)
		}
	}
}

// readGCG reads the record gcg of game g back, and fails where it does
// not say what happened.
func readGCG(t *testing.T, g *game.Game, gcg string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(gcg, "\n"), "\n")
	if lines[0] != "#character-encoding UTF-8" {
		t.Fatalf("the record begins %q", lines[0])
	}
	var turns []string
	for i, l := range lines[1:] {
		switch {
		case strings.HasPrefix(l, ">"):
			turns = append(turns, l)
		case strings.HasPrefix(l, "#player"):
			if want := fmt.Sprintf("#player%d Player_%d Player %d", i+1, i+1, i+1); l != want {
				t.Fatalf("line %q, want %q", l, want)
			}
		case !strings.HasPrefix(l, "#") || len(turns) > 0:
			t.Fatalf("line %d, %q, is neither a header before the turns nor a turn", i+2, l)
		}
	}
	history := g.History()
	if len(turns) < len(history) {
		t.Fatalf("%d turn lines for %d turns", len(turns), len(history))
	}
	totals := make([]int, g.Players())
	filled := map[board.Square]bool{}
	for i, turn := range history {
		f := strings.Fields(turns[i])
		player, score, total := lineNumbers(t, f)
		if player != turn.Player || f[1] != turn.Rack.Shown() || score != turn.Play.Score || total != totals[player]+score || total != turn.Total {
			t.Fatalf("turn %d: %q, for Player %d's %s scoring %d", i+1, turns[i], turn.Player+1, turn.Play.Move, turn.Play.Score)
		}
		totals[player] = total
		checkPlay(t, f[2:len(f)-2], turn, filled)
	}
	checkEnd(t, g, turns[len(history):], totals)
}

// lineNumbers reads the player, the score and the total of a turn's
// fields.
func lineNumbers(t *testing.T, f []string) (player, score, total int) {
	t.Helper()
	if len(f) < 4 || !strings.HasPrefix(f[0], ">Player_") || !strings.HasSuffix(f[0], ":") {
		t.Fatalf("a turn %q", strings.Join(f, " "))
	}
	p, err1 := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(f[0], ">Player_"), ":"))
	s, err2 := strconv.Atoi(f[len(f)-2])
	n, err3 := strconv.Atoi(f[len(f)-1])
	if err1 != nil || err2 != nil || err3 != nil || !strings.ContainsAny(f[len(f)-2][:1], "+-") {
		t.Fatalf("a turn %q", strings.Join(f, " "))
	}
	return p - 1, s, n
}

// checkPlay reads a turn's play, as fields, against the turn: a pass, an
// exchange, or the tiles laid on the squares the coordinates give, on
// squares that filled does not hold, and "." for each that it does.
func checkPlay(t *testing.T, f []string, turn game.Turn, filled map[board.Square]bool) {
	t.Helper()
	m := turn.Play.Move
	switch {
	case m.Pass:
		if len(f) != 1 || f[0] != "-" {
			t.Fatalf("a pass written %q", f)
		}
		return
	case m.Exchange != "":
		if len(f) != 1 || f[0] != "-"+strings.ReplaceAll(m.Exchange, "_", "?") {
			t.Fatalf("an exchange of %s written %q", m.Exchange, f)
		}
		return
	}
	if len(f) != 2 {
		t.Fatalf("a move written %q", f)
	}
	sq, d := coordinates(t, f[0])
	placed := 0
	for _, c := range []byte(f[1]) {
		if c == '.' {
			if !filled[sq] {
				t.Fatalf("%q: a '.' on the empty square %s", f, sq)
			}
		} else {
			p := turn.Play.Placed[placed]
			if filled[sq] || p.Square != sq || p.Tile.Notation() != c {
				t.Fatalf("%q: %c on %s, but the move lays %c on %s", f, c, sq, p.Tile.Notation(), p.Square)
			}
			filled[sq] = true
			placed++
		}
		sq = sq.Next(d)
	}
	if placed != len(turn.Play.Placed) {
		t.Fatalf("%q lays %d tiles of the move's %d", f, placed, len(turn.Play.Placed))
	}
}

// coordinates reads GCG's coordinates: the row first for a word across
// ("8H"), the column first for one down ("H8").
func coordinates(t *testing.T, s string) (board.Square, board.Direction) {
	t.Helper()
	d := board.Down
	col, row := s[:1], s[1:]
	if s[0] >= '0' && s[0] <= '9' {
		d, col, row = board.Right, s[len(s)-1:], s[:len(s)-1]
	}
	n, err := strconv.Atoi(row)
	if err != nil || col[0] < 'A' || col[0] > 'Z' {
		t.Fatalf("coordinates %q", s)
	}
	return board.Square{Col: int(col[0] - 'A'), Row: n - 1}, d
}

// checkEnd reads the end's lines of game g: none before the end, and
// after it the going-out gain and each rack left, which make the final
// totals from the totals of the turns.
func checkEnd(t *testing.T, g *game.Game, lines []string, totals []int) {
	t.Helper()
	if !g.Over() {
		if len(lines) > 0 {
			t.Fatalf("end lines %q before the end", lines)
		}
		return
	}
	for _, l := range lines {
		f := strings.Fields(l)
		player, change, total := lineNumbers(t, f)
		if total != totals[player]+change {
			t.Fatalf("%q: %d and %d make %d", l, totals[player], change, totals[player]+change)
		}
		totals[player] = total
	}
	if o := g.Outcome(); fmt.Sprint(totals) != fmt.Sprint(o.Finals) {
		t.Fatalf("the record ends at %v, the game at %v:\n%s", totals, o.Finals, strings.Join(lines, "\n"))
	}
}
