package uitest

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

// The referee and the boards are built once for the whole test binary: the
// word list takes a while to load, and boards never change.
var (
	fixturesOnce sync.Once
	fixtureRef   *referee.Referee
	fixtureBoard *board.Board
	fixtureLarge *board.Board
)

// fixtures loads the shared referee, default board and 26 x 99 board.
func fixtures(t testing.TB) (*referee.Referee, *board.Board, *board.Board) {
	t.Helper()
	fixturesOnce.Do(func() {
		rules := rules.ScraeBBKle()
		fixtureRef = &referee.Referee{Rules: rules, Lexicon: lexicon.New(resources.WordList)}
		var err error
		fixtureBoard, err = board.Parse(rules.Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
		if err != nil {
			panic(err)
		}
		fixtureLarge, err = board.Parse(rules.Board, "large.txt", []byte(LargeBoardText()))
		if err != nil {
			panic(err)
		}
	})
	return fixtureRef, fixtureBoard, fixtureLarge
}

// Referee is the shared referee.
func Referee(t testing.TB) *referee.Referee {
	ref, _, _ := fixtures(t)
	return ref
}

// DefaultBoard is the built-in default board.
func DefaultBoard(t testing.TB) *board.Board {
	_, b, _ := fixtures(t)
	return b
}

// LargeBoard is the largest board the rules allow: 26 x 99.
func LargeBoard(t testing.TB) *board.Board {
	_, _, b := fixtures(t)
	return b
}

// LargeBoardText is a 26 x 99 board file with its start square in the
// middle, m50, and a sprinkling of premiums of every kind.
func LargeBoardText() string {
	var b strings.Builder
	b.WriteString("26\n99\nm50\n")
	tokens := []string{".", ".", "[2]", ".", "<3>", ".", ".", "[-2]", ".", "<0>", ".", "[3]", "."}
	for r := range 99 {
		for c := range 26 {
			b.WriteString(tokens[(r*7+c*3)%len(tokens)])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ValidBoardText returns a valid board file of cols x rows with the start
// square at start.
func ValidBoardText(cols, rows int, start string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n%d\n%s\n", cols, rows, start)
	for r := range rows {
		for c := range cols {
			switch {
			case r == c:
				b.WriteString("<2>")
			case (r+c)%5 == 0:
				b.WriteString("[3]")
			default:
				b.WriteString(".")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Racks returns the racks that players 1 and 2 draw from a bag shuffled
// from seed, as a new game deals them.
func Racks(t testing.TB, seed uint64) (tile.Rack, tile.Rack) {
	rules := Referee(t).Rules
	bag := tile.NewBag(rules.TileSet, seed)
	return tile.Rack(bag.Draw(rules.RackSize)), tile.Rack(bag.Draw(rules.RackSize))
}

// SeedWhere returns the first seed from 1 up whose deal satisfies ok. The
// search is deterministic, so the tests are too.
func SeedWhere(t testing.TB, ok func(p1, p2 tile.Rack) bool) uint64 {
	t.Helper()
	for s := uint64(1); s < 10000; s++ {
		if ok(Racks(t, s)) {
			return s
		}
	}
	t.Fatal("no seed deals such racks")
	return 0
}

// Blanks counts the blanks on a rack.
func Blanks(r tile.Rack) int {
	n := 0
	for _, t := range r {
		if t.Blank {
			n++
		}
	}
	return n
}

// BestPlay returns the best-scoring legal move for rack on grid g that uses
// no blank and lays at least the given number of tiles, ties going to the
// notation that sorts first.
func BestPlay(t testing.TB, ref *referee.Referee, g *board.Grid, rack tile.Rack, least int) move.Play {
	t.Helper()
	var best move.Play
	found := false
	for _, p := range exhaustive.Plays(ref, g, rack) {
		if len(p.Placed) < least || strings.ContainsFunc(p.Move.Word, func(r rune) bool { return r >= 'a' && r <= 'z' }) {
			continue
		}
		if !found || p.Score > best.Score || p.Score == best.Score && p.Move.String() < best.Move.String() {
			best, found = p, true
		}
	}
	if !found {
		t.Fatalf("no legal move of %d or more tiles for %v", least, rack)
	}
	return best
}

// RefereeOf is a referee of rules r with the shared word list.
func RefereeOf(t testing.TB, r *rules.Set) *referee.Referee {
	return &referee.Referee{Rules: r, Lexicon: Referee(t).Lexicon}
}

// DefaultBoardOf is the default board of rules r.
func DefaultBoardOf(t testing.TB, r *rules.Set) *board.Board {
	t.Helper()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// BagOf is a bag of rules r's tiles that draws the letters given, in that
// order, '_' a blank: the racks dealt from it, and the tiles drawn after,
// are known.
func BagOf(t testing.TB, r *rules.Set, letters string) *tile.Bag {
	t.Helper()
	var tiles []tile.Tile
	for _, c := range []byte(letters) {
		if c == '_' {
			tiles = append(tiles, tile.Tile{Blank: true, Value: r.BlankValue})
			continue
		}
		v, ok := r.TileSet.Value(c)
		if !ok {
			t.Fatalf("no tile %c in %s", c, r.Name)
		}
		tiles = append(tiles, tile.Tile{Letter: c, Value: v})
	}
	return tile.NewBagInOrder(tiles)
}
