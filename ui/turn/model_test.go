package turn

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

// The referee is built once: the word list takes a while to load.
var (
	refOnce sync.Once
	ref     *referee.Referee
)

// newTurn is the first turn of a game between two humans on the default
// board, its bag shuffled from seed 1: Player 1 holds SNMITGU, in that
// order (S is tile 0, U tile 6), and the start square is d7.
func newTurn(t *testing.T) *Model {
	t.Helper()
	refOnce.Do(func() {
		ref = &referee.Referee{Rules: rules.ScraeBBKle(), Lexicon: lexicon.New(resources.WordList)}
	})
	b, err := board.Parse(ref.Rules.Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(ref, b, tile.NewBag(ref.Rules.TileSet, 1), []game.PlayerKind{game.Human, game.Human}, true)
	if err != nil {
		t.Fatal(err)
	}
	rack := g.Player(0).Rack
	if rack.Letters() != "SNMITGU" {
		t.Fatalf("seed 1 deals %s", rack.Letters())
	}
	return New(g, NewHand(rack))
}

// do plays a gesture written as words: "pick 3", "place 4 d7", "point
// d5", "turn", "type NUTS" (each letter a refusal or not, the last
// refusal returned), "back", "recall", "rack 6 0", "takeback d7",
// "arrow right" (or left, down, up), "swap 0 1", "shuffle".
func do(t *testing.T, m *Model, gesture string) string {
	t.Helper()
	w := strings.Fields(gesture)
	num := func(i int) int {
		n, err := strconv.Atoi(w[i])
		if err != nil {
			t.Fatalf("%q: %v", gesture, err)
		}
		return n
	}
	square := func(i int) board.Square {
		sq, ok := board.ParseSquare(w[i])
		if !ok {
			t.Fatalf("%q: bad square", gesture)
		}
		return sq
	}
	switch w[0] {
	case "pick":
		m.Pick(num(1))
	case "place":
		m.Place(num(1), square(2), 0)
	case "point":
		m.PointAt(square(1))
	case "turn":
		m.TurnCursor()
	case "type":
		why := ""
		for i := range len(w[1]) {
			if s := m.Type(w[1][i]); s != "" {
				why = s
			}
		}
		return why
	case "back":
		m.Backspace()
	case "recall":
		m.RecallAll()
	case "rack":
		m.MoveOnRack(num(1), num(2))
	case "takeback":
		m.TakeBack(square(1))
	case "arrow":
		dir := map[string]struct {
			d    board.Direction
			back bool
		}{"right": {board.Right, false}, "left": {board.Right, true}, "down": {board.Down, false}, "up": {board.Down, true}}[w[1]]
		m.MoveCursor(dir.d, dir.back)
	case "swap":
		if done, at, _ := m.Swap(num(1), num(2)); !done {
			m.Place(num(2), at, 0)
		}
	case "shuffle":
		m.Shuffle(rand.New(rand.NewPCG(1, 2)))
	default:
		t.Fatalf("no gesture %q", gesture)
	}
	return ""
}

// placed is the tiles placed, by square, in the order of their names:
// "d5N d6U".
func placed(m *Model) string {
	var s []string
	for _, p := range m.Placed() {
		s = append(s, p.Square.String()+string(p.Tile.Notation()))
	}
	slices.Sort(s)
	return strings.Join(s, " ")
}

// arrow is where the typing arrow is and which way it points: "d9↓", or
// "" with none on the board.
func arrow(m *Model) string {
	c := m.Cursor()
	if !c.On() {
		return ""
	}
	return c.Square().String() + m.Arrow(c.Square())
}

func TestGestures(t *testing.T) {
	for _, c := range []struct {
		name     string
		gestures []string
		placed   string // the tiles placed, by square
		arrow    string // the typing arrow
		picked   int
		rack     string // the tiles on the rack, in order
		said     string // what the last gesture refused, if anything
	}{
		{"nothing yet", nil, "", "", -1, "SNMITGU", ""},
		{"a tap picks a tile", []string{"pick 2"}, "", "", 2, "SNMITGU", ""},
		{"a second tap lets it go", []string{"pick 2", "pick 2"}, "", "", -1, "SNMITGU", ""},
		{"placing lets the pick go", []string{"pick 2", "place 2 d7"}, "d7M", "", -1, "SNITGU", ""},
		{"a placed tile is taken back", []string{"place 2 d7", "takeback d7"}, "", "", -1, "SNMITGU", ""},
		{"a click puts the arrow across", []string{"point d5"}, "", "d5→", -1, "SNMITGU", ""},
		{"a second click turns it", []string{"point d5", "point d5"}, "", "d5↓", -1, "SNMITGU", ""},
		{"Tab turns it too", []string{"point d5", "turn"}, "", "d5↓", -1, "SNMITGU", ""},
		{"typing follows the arrow", []string{"point d5", "turn", "type NUTS"}, "d5N d6U d7T d8S", "d9↓", -1, "MIG", ""},
		{"a letter the rack lacks", []string{"point d5", "type Q"}, "", "d5→", -1, "SNMITGU", "Your rack has no Q, and no blank to play it."},
		{"typing without an arrow", []string{"type S"}, "", "", -1, "SNMITGU", "Click a free square to type there, or use the arrow keys."},
		{"typing past the edge", []string{"point o7", "type SNM"}, "o7S p7N", "q7→", -1, "MITGU", "No room for M: the board ends there."},
		{"Backspace takes back the tile typed last", []string{"point d5", "turn", "type NUT", "back"}, "d5N d6U", "d7↓", -1, "SMITG", ""},
		{"Backspace after a tap", []string{"place 2 d7", "back"}, "", "", -1, "SNMITGU", ""},
		{"the first arrow key starts on the start square", []string{"arrow down"}, "", "d7↓", -1, "SNMITGU", ""},
		{"an arrow key moves the arrow", []string{"point d5", "arrow right", "arrow right"}, "", "f5→", -1, "SNMITGU", ""},
		{"a click at the edge points down", []string{"point p5", "arrow right"}, "", "p5↓", -1, "SNMITGU", ""},
		{"the arrow stops at the edge, pointing as a click there would", []string{"point o5", "arrow right", "arrow right"}, "", "p5↓", -1, "SNMITGU", ""},
		{"Recall takes every tile back, and the arrow", []string{"point d5", "type NU", "recall"}, "", "", -1, "SNMITGU", ""},
		{"a tile moves along the rack", []string{"rack 6 0"}, "", "", -1, "USNMITG", ""},
		{"a placed tile goes back to the rack where dropped", []string{"place 0 d7", "rack 0 6"}, "", "", -1, "NMITGUS", ""},
		{"two placed tiles change places", []string{"place 0 d7", "place 1 d8", "swap 0 1"}, "d7N d8S", "", -1, "MITGU", ""},
		{"a rack tile takes a placed tile's square", []string{"place 0 d7", "swap 1 0"}, "d7N", "", -1, "SMITGU", ""},
		{"the arrow goes back to a hole", []string{"point d5", "turn", "type NUT", "takeback d6"}, "d5N d7T", "d6↓", -1, "SMIGU", ""},
		{"a tile laid on the arrow's square moves it on", []string{"point d5", "place 0 d5"}, "d5S", "e5→", -1, "NMITGU", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newTurn(t)
			said := ""
			for _, g := range c.gestures {
				said = do(t, m, g)
			}
			var rack strings.Builder
			for _, i := range m.Hand().OnRack() {
				rack.WriteByte(m.Hand().Tile(i).Notation())
			}
			if got := placed(m); got != c.placed {
				t.Errorf("placed %q, want %q", got, c.placed)
			}
			if got := arrow(m); got != c.arrow {
				t.Errorf("arrow %q, want %q", got, c.arrow)
			}
			if m.Picked() != c.picked {
				t.Errorf("picked %d, want %d", m.Picked(), c.picked)
			}
			if rack.String() != c.rack {
				t.Errorf("rack %q, want %q", rack.String(), c.rack)
			}
			if said != c.said {
				t.Errorf("said %q, want %q", said, c.said)
			}
		})
	}
}

func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		name     string
		gestures []string
		want     string // the verdict's beginning
		legal    bool
	}{
		{"no tile placed", nil, "", false},
		{"a word on the start square", []string{"point d5", "turn", "type NUTS"}, "NUTS  ·  NUTS,d5  ·  ", true},
		{"not on the start square", []string{"point a1", "type NUT"}, "NUT,1a: The first word must cover the start square d7.", false},
		{"not a word", []string{"point d7", "type SNM"}, "SNM,7d: ", false},
		{"not in one line", []string{"place 0 d7", "place 1 e8"}, "The tiles must lie in one row or one column", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newTurn(t)
			for _, g := range c.gestures {
				do(t, m, g)
			}
			got, legal := m.Verdict()
			if !strings.HasPrefix(got, c.want) || legal != c.legal || c.want == "" && got != "" {
				t.Errorf("verdict %q, legal %v; want %q…, legal %v", got, legal, c.want, c.legal)
			}
		})
	}
}

// A move laid from a hint takes back what was placed and lays the move's
// tiles from the rack, with no arrow.
func TestLay(t *testing.T) {
	m := newTurn(t)
	do(t, m, "point h8")
	do(t, m, "type S")
	want := []board.Placed{{Square: board.Square{Col: 3, Row: 4}, Tile: tile.Tile{Letter: 'N', Value: 1}}}
	m.Lay(want)
	if got := placed(m); got != "d5N" || arrow(m) != "" {
		t.Errorf("laid %q, arrow %q", got, arrow(m))
	}
}

// Shuffle keeps the tiles and lets the pick go; the square worked on is
// the arrow's, or else the tile placed last's.
func TestShuffleAndWorkSquare(t *testing.T) {
	m := newTurn(t)
	do(t, m, "pick 1")
	do(t, m, "shuffle")
	if m.Picked() != -1 || sortedLetters(m.Hand().Tiles().Letters()) != sortedLetters("SNMITGU") {
		t.Errorf("after Shuffle: picked %d, rack %s", m.Picked(), m.Hand().Tiles().Letters())
	}
	if _, ok := m.WorkSquare(); ok {
		t.Error("a square is worked on before anything is done")
	}
	do(t, m, "place 0 e9")
	if sq, ok := m.WorkSquare(); !ok || sq.String() != "e9" {
		t.Errorf("worked on %v, %v; want e9", sq, ok)
	}
	do(t, m, "point b2")
	if sq, ok := m.WorkSquare(); !ok || sq.String() != "b2" {
		t.Errorf("worked on %v, %v; want b2, the arrow's", sq, ok)
	}
}

// sortedLetters is s with its letters in order.
func sortedLetters(s string) string {
	b := []byte(s)
	slices.Sort(b)
	return string(b)
}
