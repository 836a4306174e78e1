package console

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/export"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// vsMatt is macondo's VsMatt position, with the rack AABDELT to move.
const vsMatt = "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6 AABDELT/ 0/0 0 lex CSW07;"

// FuzzListMoves lists the moves of any position under classic rules: it
// fails only where the position cannot be read, a position read never
// holds more tiles of a kind than the game, nor a number of racks the
// game does not seat, and the moves listed are exactly those the
// reference search finds, each with its score.
func FuzzListMoves(f *testing.F) {
	empty := strings.Repeat("/15", 14)
	for _, s := range []string{
		vsMatt,
		"15" + empty + " AEINRST/ 0/0 0",
		"7CAT5" + empty[3:] + "/15 ?QZ/ 10/-3 2 lex NWL20;",
		"A9223372036854775807B9223372036854775807C14" + empty + " AB/ 0/0 0",
		"CAT12" + empty + "  ZZ/  0/0  0",
		"15" + empty + " A/B/C/D 1/2/3/4 0",
	} {
		f.Add(s)
	}
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		f.Fatal(err)
	}
	ref := &referee.Referee{Rules: r, Lexicon: builtinWords()}
	f.Fuzz(func(t *testing.T, position string) {
		var out, warn strings.Builder
		err := ListMoves(&out, &warn, ref, b, position)
		p, perr := cgp.Parse(r, b, position)
		if (err == nil) != (perr == nil) {
			t.Fatalf("ListMoves: %v; the position reads: %v", err, perr)
		}
		if perr != nil {
			return
		}
		checkPossible(t, r, p)
		if got, want := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"), referenceMoves(ref, p.Grid, p.Racks[0]); !slices.Equal(got, want) && !(len(want) == 0 && out.Len() == 0) {
			t.Fatalf("listed %d moves, the reference finds %d:\n%s", len(got), len(want), lastLines(out.String(), 5))
		}
	})
}

// checkPossible fails unless position p holds no more tiles of a kind
// than the tile set of rules r, on its board and racks together, and as
// many racks as the game seats, none larger than the rules'.
func checkPossible(t *testing.T, r *rules.Set, p *cgp.Position) {
	t.Helper()
	if n := len(p.Racks); n < r.MinPlayers || n > r.MaxPlayers {
		t.Fatalf("a position of %d racks", n)
	}
	var tiles []tile.Tile
	for _, t := range p.Grid.Tiles() {
		if !t.IsZero() {
			tiles = append(tiles, t)
		}
	}
	for _, rack := range p.Racks {
		if len(rack) > r.RackSize {
			t.Fatalf("a rack of %d tiles", len(rack))
		}
		tiles = append(tiles, rack...)
	}
	held := tile.Count(tiles)
	all := tile.Count(r.TileSet.Tiles())
	for k := range held {
		if held[k] > all[k] {
			t.Fatalf("%d tiles of kind %d, of the set's %d", held[k], k, all[k])
		}
	}
}

// referenceMoves are the moves the reference search finds for rack on
// grid g, as ListMoves writes them, in text order.
func referenceMoves(ref *referee.Referee, g *board.Grid, rack tile.Rack) []string {
	var lines []string
	for _, play := range exhaustive.Plays(ref, g, rack) {
		lines = append(lines, fmt.Sprintf("%s %d", export.GCGPlay(play), play.Score))
	}
	slices.Sort(lines)
	return lines
}
