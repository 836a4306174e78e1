package tile_test

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

func TestRackTake(t *testing.T) {
	// Tiles of the same letter with different values show which one is taken.
	e2, e5 := tile.Tile{Letter: 'E', Value: 2}, tile.Tile{Letter: 'E', Value: 5}
	a, b := tile.Tile{Letter: 'A', Value: 1}, tile.Tile{Letter: 'B', Value: 3}
	blank := tile.Tile{Blank: true, Value: 8}
	played := func(c byte) tile.Tile { return tile.Tile{Letter: c, Value: 8, Blank: true} }
	tests := []struct {
		name    string
		rack    tile.Rack
		word    string
		used    []tile.Tile
		rest    tile.Rack
		missing string
	}{
		{"first matching tile is taken", tile.Rack{e2, a, e5}, "E", []tile.Tile{e2}, tile.Rack{a, e5}, ""},
		{"both of a letter", tile.Rack{e5, a, e2}, "EE", []tile.Tile{e5, e2}, tile.Rack{a}, ""},
		{"used in the word's order", tile.Rack{a, b, e2}, "EBA", []tile.Tile{e2, b, a}, tile.Rack{}, ""},
		{"rest keeps its order", tile.Rack{b, e2, a, e5, blank}, "A", []tile.Tile{a}, tile.Rack{b, e2, e5, blank}, ""},
		{"blank takes the chosen letter", tile.Rack{a, blank, b}, "x", []tile.Tile{played('X')}, tile.Rack{a, b}, ""},
		{"blanks and letters", tile.Rack{blank, a, blank, b}, "qAz", []tile.Tile{played('Q'), a, played('Z')}, tile.Rack{b}, ""},
		{"upper case does not take a blank", tile.Rack{blank, a}, "AB", nil, tile.Rack{blank, a}, "B"},
		{"lower case does not take a letter", tile.Rack{a, b}, "a", nil, tile.Rack{a, b}, "_"},
		{"one of two missing", tile.Rack{e2}, "EE", nil, tile.Rack{e2}, "E"},
		{"missing in the word's order", tile.Rack{a}, "QAzZ", nil, tile.Rack{a}, "Q_Z"},
		{"empty rack", tile.Rack{}, "Ab", nil, tile.Rack{}, "A_"},
		{"empty word", tile.Rack{a}, "", []tile.Tile{}, tile.Rack{a}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			orig := append(tile.Rack(nil), tc.rack...)
			used, rest, missing := tc.rack.Take(tc.word)
			if missing != tc.missing {
				t.Errorf("missing %q, want %q", missing, tc.missing)
			}
			if !slices.Equal(used, tc.used) {
				t.Errorf("used %v, want %v", used, tc.used)
			}
			if !slices.Equal(rest, tc.rest) {
				t.Errorf("rest %v, want %v", rest, tc.rest)
			}
			if !slices.Equal(tc.rack, orig) {
				t.Errorf("Take changed the rack to %v", tc.rack)
			}
			if tc.missing != "" && used != nil {
				t.Errorf("tiles came back although some are missing: %v", used)
			}
		})
	}
}

// TestRackTakeDoesNotAlias checks that changing the rest does not change the
// rack it came from, even when the rack has room to spare.
func TestRackTakeDoesNotAlias(t *testing.T) {
	r := make(tile.Rack, 0, 10)
	r = append(r, coretest.Rack(t, "ABC")...)
	_, rest, _ := r.Take("A")
	rest[0] = tile.Tile{Letter: 'Z', Value: 9}
	rest = append(rest, tile.Tile{Letter: 'Y', Value: 5})
	if r.Letters() != "ABC" || rest.Letters() != "ZCY" {
		t.Errorf("rack %s, rest %s", r.Letters(), rest.Letters())
	}
}

func TestRackText(t *testing.T) {
	r := coretest.Rack(t, "EL_J")
	if got := r.String(); got != "[E2], [L1], [_8], [J11]" {
		t.Errorf("String() = %q", got)
	}
	if got := r.Letters(); got != "EL_J" {
		t.Errorf("Letters() = %q", got)
	}
	if got := r.Value(); got != 2+1+8+11 {
		t.Errorf("Value() = %d", got)
	}
	if tile.Rack(nil).String() != "" || tile.Rack(nil).Value() != 0 || tile.Rack(nil).Letters() != "" {
		t.Error("an empty rack is not empty")
	}
}

func TestTileNotation(t *testing.T) {
	tests := []struct {
		tile     tile.Tile
		notation byte
		face     string
		str      string
		zero     bool
	}{
		{tile.Tile{Letter: 'E', Value: 2}, 'E', "E2", "[E2]", false},
		{tile.Tile{Letter: 'J', Value: 11}, 'J', "J11", "[J11]", false},
		{tile.Tile{Blank: true, Value: 8}, '_', "_8", "[_8]", false},
		{tile.Tile{Letter: 'A', Blank: true, Value: 8}, 'a', "a8", "[a8]", false},
	}
	for _, tc := range tests {
		if tc.tile.Notation() != tc.notation || tc.tile.Face() != tc.face || tc.tile.String() != tc.str || tc.tile.IsZero() != tc.zero {
			t.Errorf("%+v: Notation %q Face %q String %q IsZero %v", tc.tile,
				tc.tile.Notation(), tc.tile.Face(), tc.tile.String(), tc.tile.IsZero())
		}
	}
	if !(tile.Tile{}).IsZero() {
		t.Error("the zero Tile is not IsZero")
	}
}

func TestRackShown(t *testing.T) {
	for letters, want := range map[string]string{"": "", "AB_": "AB?", "__E": "??E"} {
		if got := coretest.Rack(t, letters).Shown(); got != want {
			t.Errorf("rack %q shown as %q, want %q", letters, got, want)
		}
	}
}

// Arrange puts a rack in the order of another as far as the rack holds its
// tiles, a blank for a blank whatever letter it plays, the rest after; and
// InOrder takes only exactly the rack's tiles.
func TestArrange(t *testing.T) {
	played := tile.Tile{Letter: 'Q', Blank: true}
	for _, c := range []struct {
		rack, order string
		blank       bool // order's blanks play a letter, as placed blanks do
		want        string
		lacks       int
		inOrder     bool
	}{
		{"ABC", "CAB", false, "CAB", -1, true},
		{"AB_C", "_CAB", true, "_CAB", -1, true},
		{"AABC", "BA", false, "BAAC", -1, false},
		{"ABC", "XBZA", false, "BAC", 0, false},
		{"ABC", "AXX", false, "ABC", 1, false},
		{"A_", "__A", false, "_A", 1, false},
		{"", "AB", false, "", 0, false},
		{"ABC", "", false, "ABC", -1, false},
	} {
		order := coretest.Rack(t, c.order)
		for i := range order {
			if order[i].Blank && c.blank {
				order[i] = played
			}
		}
		got, lacks := coretest.Rack(t, c.rack).Arrange(order)
		if got.Letters() != c.want || lacks != c.lacks {
			t.Errorf("%s arranged as %s: %s, lacking from %d; want %s, %d", c.rack, c.order, got.Letters(), lacks, c.want, c.lacks)
		}
		if _, ok := coretest.Rack(t, c.rack).InOrder(c.order); ok != c.inOrder {
			t.Errorf("%s InOrder %s: %v, want %v", c.rack, c.order, ok, c.inOrder)
		}
	}
	if _, ok := coretest.Rack(t, "AB").InOrder("Ab"); ok {
		t.Error("InOrder took a lower-case letter for a blank")
	}
}
