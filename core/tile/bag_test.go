package tile_test

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

func TestTileSet(t *testing.T) {
	r := rules.ScraeBBKle()
	tiles := r.TileSet.Tiles()
	blanks, sum := 0, 0
	for _, tile := range tiles {
		if tile.Blank {
			blanks++
			if tile.Value != r.BlankValue {
				t.Errorf("blank worth %d", tile.Value)
			}
		}
		sum += tile.Value
	}
	if len(tiles) != 100 || blanks != 2 {
		t.Errorf("%d tiles with %d blanks, want 100 with 2", len(tiles), blanks)
	}
	if v, _ := r.TileSet.Value('Q'); v != 12 {
		t.Errorf("Q worth %d", v)
	}
	if _, ok := r.TileSet.Value(0); ok {
		t.Error("no letter 0")
	}
	if sum != 8+6+8+8+18+12+12+12+9+11+12+4+6+7+7+6+12+6+4+5+5+8+8+9+10+9+16 {
		t.Errorf("tile values sum to %d", sum)
	}
}

func TestBagIsSeededAndComplete(t *testing.T) {
	r := rules.ScraeBBKle()
	a, b, c := tile.NewBag(r.TileSet, 1), tile.NewBag(r.TileSet, 1), tile.NewBag(r.TileSet, 2)
	if !slices.Equal(a.Tiles(), b.Tiles()) {
		t.Error("the same seed gave different bags")
	}
	if slices.Equal(a.Tiles(), c.Tiles()) {
		t.Error("different seeds gave the same bag")
	}
	sorted := func(ts []tile.Tile) []byte {
		out := make([]byte, len(ts))
		for i, t := range ts {
			out[i] = t.Notation()
		}
		slices.Sort(out)
		return out
	}
	if !slices.Equal(sorted(a.Tiles()), sorted(r.TileSet.Tiles())) {
		t.Error("a shuffled bag lost or gained tiles")
	}
}

func TestBagDraw(t *testing.T) {
	bag := tile.NewBagInOrder(coretest.Rack(t, "ABC"))
	if got := tile.Rack(bag.Draw(2)).Letters(); got != "AB" || bag.Len() != 1 {
		t.Fatalf("drew %s, %d left", got, bag.Len())
	}
	clone := bag.Clone()
	if got := tile.Rack(bag.Draw(5)).Letters(); got != "C" || bag.Len() != 0 {
		t.Fatalf("drew %s, %d left", got, bag.Len())
	}
	if len(bag.Draw(1)) != 0 || clone.Len() != 1 {
		t.Fatal("drawing from an empty bag, or the clone shares tiles")
	}
}

// TestBagDrawsUniformly checks that every tile of the set is about equally
// likely to be drawn first over many seeds.
func TestBagDrawsUniformly(t *testing.T) {
	r := rules.ScraeBBKle()
	firsts := map[byte]int{}
	const n = 20000
	for seed := range uint64(n) {
		firsts[tile.NewBag(r.TileSet, seed).Draw(1)[0].Notation()]++
	}
	for _, tc := range r.TileSet {
		c := tc.Letter
		if c == 0 {
			c = '_'
		}
		want := float64(n*tc.Count) / 100
		if got := float64(firsts[c]); got < want*0.7-15 || got > want*1.3+15 {
			t.Errorf("%c drawn first %v times, expected about %v", c, got, want)
		}
	}
}

func TestStackBag(t *testing.T) {
	r := rules.ScraeBBKle()
	bag, err := tile.StackBag(r.TileSet, "QI_Z")
	if err != nil {
		t.Fatal(err)
	}
	if got := tile.Rack(bag.Draw(4)).Letters(); got != "QI_Z" || bag.Len() != 96 {
		t.Fatalf("drew %s first, %d left", got, bag.Len())
	}
	for _, bad := range []string{"QQ", "___", "ZZ", "a", "1", "Q I"} {
		if _, err := tile.StackBag(r.TileSet, bad); err == nil {
			t.Errorf("StackBag(%q) accepted", bad)
		}
	}
	// A letter of more than one byte is named whole, and counted once.
	want := `character 4, 'É', is not a tile (A to Z, or _ for a blank)`
	if _, err := tile.StackBag(r.TileSet, "ÀBCÉ"); err == nil || err.Error() != "character 1, 'À', is not a tile (A to Z, or _ for a blank)" {
		t.Errorf("StackBag(ÀBCÉ): %v", err)
	}
	if _, err := tile.StackBag(r.TileSet, "ABCÉ"); err == nil || err.Error() != want {
		t.Errorf("StackBag(ABCÉ): %v, want %q", err, want)
	}
}
