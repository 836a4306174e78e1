package core

import (
	"strings"
	"sync"
	"testing"

	"scraebbkle/resources"
)

var (
	lexOnce sync.Once
	lex     *Lexicon
)

// testLexicon is the built-in word list, loaded once for all tests.
func testLexicon() *Lexicon {
	lexOnce.Do(func() { lex = NewLexicon(resources.WordList) })
	return lex
}

// testReferee is a referee with the standard rules and the built-in list.
func testReferee() *Referee {
	return &Referee{Rules: ScraeBBKle(), Lexicon: testLexicon()}
}

// defaultBoard parses the built-in default board.
func defaultBoard(t testing.TB) *Board {
	t.Helper()
	b, err := ParseBoard(ScraeBBKle().Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// scriptedBag returns a bag that draws the given letters first; spaces
// between them only make them easier to read.
func scriptedBag(t testing.TB, rules *Rules, first string) *Bag {
	t.Helper()
	bag, err := StackBag(rules.TileSet, strings.ReplaceAll(first, " ", ""))
	if err != nil {
		t.Fatal(err)
	}
	return bag
}

// rackOf builds a rack from notation letters, blanks as '_', values from rules.
func rackOf(t testing.TB, letters string) Rack {
	t.Helper()
	rules := ScraeBBKle()
	var r Rack
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if c == '_' {
			r = append(r, Tile{Blank: true, Value: rules.BlankValue})
			continue
		}
		v, ok := rules.TileSet.Value(c)
		if !ok {
			t.Fatalf("no tile %c", c)
		}
		r = append(r, Tile{Letter: c, Value: v})
	}
	return r
}

// mustMove parses a move or fails the test.
func mustMove(t testing.TB, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// gridWith returns a default-board grid with the given moves laid on it
// without any checking of racks (each move is checked against a rack made
// from its own word).
func gridWith(t testing.TB, moves ...string) *Grid {
	t.Helper()
	ref := testReferee()
	g := NewGrid(defaultBoard(t))
	for _, s := range moves {
		m := mustMove(t, s)
		rack := Rack{}
		for i := 0; i < len(m.Word); i++ {
			if isLower(m.Word[i]) {
				rack = append(rack, rackOf(t, "_")...)
			} else {
				rack = append(rack, rackOf(t, m.Word[i:i+1])...)
			}
		}
		p, err := ref.Check(g, rack, m)
		if err != nil {
			t.Fatalf("setting up %s: %v", s, err)
		}
		g.Apply(p)
	}
	return g
}
