package turn

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// classicAfterHE is a classic game between two humans after Player 1's HE
// on h8 and i8, with Player 2, who holds ATZOEEE, to move.
func classicAfterHE(t *testing.T) *Model {
	t.Helper()
	newTurn(t) // loads the word list
	r := rules.Classic()
	r.DrawForFirst = false // the racks are dealt as the bag gives them
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	var tiles []tile.Tile
	for _, c := range []byte("HEAAAAA" + "ATZOEEE" + "IIIIIIIIII") {
		v, _ := r.TileSet.Value(c)
		tiles = append(tiles, tile.Tile{Letter: c, Value: v})
	}
	classic := &referee.Referee{Rules: r, Lexicon: ref.Lexicon}
	g, err := game.New(classic, b, tile.NewBagInOrder(tiles), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(move.Move{Word: "HE", Origin: board.Square{Col: 7, Row: 7}, Dir: board.Right}); err != nil {
		t.Fatal(err)
	}
	return New(g, NewHand(g.Player(1).Rack))
}

// Under classic rules the line under the board gives every word the
// tiles placed form, each with its score, and the total; a word across
// the move, or the move's own, that is not in the word list is named with
// where it lies.
func TestClassicVerdictNamesEveryWord(t *testing.T) {
	for _, c := range []struct {
		tiles string // the rack's tiles placed on h9 and i9
		want  string
		legal bool
	}{
		{"AT", "AT 3 + HA 5 + ET 3  ·  AT,9h  ·  11 points. Press Enter or Play.", true},
		{"ZO", "It also forms HZ at h8, which is not in the word list.", false},
		{"TZ", "TZ,9h: TZ at 9h is not in the word list.", false},
	} {
		m := classicAfterHE(t)
		for i, sq := range []string{"h9", "i9"} {
			at, _ := board.ParseSquare(sq)
			k, ok := m.Hand().Find(c.tiles[i])
			if !ok {
				t.Fatalf("no %c on the rack", c.tiles[i])
			}
			m.Place(k, at, 0)
		}
		if got, legal := m.Verdict(); got != c.want || legal != c.legal {
			t.Errorf("%s on h9 and i9: %q (%v), want %q", c.tiles, got, legal, c.want)
		}
	}
}
