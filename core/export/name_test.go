package export

import (
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/rules"
)

// TestABoardsNameStaysOnItsLine writes the records of a game on a board
// whose name, taken from its file's name, holds line breaks and a
// terminal's escape: the name stays on its line, escaped, so that it
// cannot add a move to the GCG record or a line to the text.
func TestABoardsNameStaysOnItsLine(t *testing.T) {
	r := rules.Classic()
	name := "b\n>Player_1: X 8H X +5 5\n\x1b[2J.txt"
	b, err := board.Parse(r.Board, name, []byte(r.DefaultBoard.Text))
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.NewGameOn(t, coretest.RefereeOf(r), b, 3, false, game.Human, game.Human)
	playScript(t, g, []byte{5, 6, 7})
	gcg := GCG(g, nil)
	readGCG(t, g, gcg)
	for _, text := range []string{gcg, Text(g, nil)} {
		if strings.Contains(text, "\x1b") || strings.Contains(text, "\n>Player_1: X 8H") {
			t.Errorf("the board's name broke out of its line:\n%s", text)
		}
		if !strings.Contains(text, `b\n>Player_1: X 8H X +5 5\n\x1b[2J.txt`) {
			t.Errorf("the board's name is not shown escaped:\n%s", text)
		}
	}
}
