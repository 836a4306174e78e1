package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/tiles"
)

// A newcomer starts the program, picks Classic Scrabble for three players,
// two of them computers, and plays it to the end with the mouse alone:
// taps in New Game, a tile and then its square for each tile, Play,
// Exchange… and Pass. The Game Over dialog then names all three.
func TestNewcomerPlaysClassicForThreeWithTheMouse(t *testing.T) {
	h := newHarness(t)
	h.app.Start()
	d := h.setupDialog()
	d.chooseGame("Classic Scrabble")
	d = h.setupDialog()
	d.choose(d.count, "3")
	d = h.setupDialog()
	d.choose(d.players[1], newgame.ChoiceComputer)
	d.choose(d.players[2], newgame.ChoiceComputer)
	d.start()
	h.playToTheEnd(func(m move.Move) {
		p, err := h.tbl().Game().Referee().Check(h.tbl().Game().Grid(), h.humanRack(), m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		h.PlaceByTaps(p)
		h.Tap(h.Button(h.Win.Content(), "Play"))
	}, func(letters string) {
		h.Tap(h.Button(h.Win.Content(), "Exchange…"))
		for _, v := range uitest.Find[*tiles.View](h.Overlay()) {
			if !v.Tile().Blank {
				h.Tap(v)
			}
		}
		h.Tap(h.Button(h.Overlay(), "Exchange "+phrase.Counted(len(letters), "Tile")))
	}, h.PassAndConfirm)
}

// The same game with the keyboard alone: Tab, Space and Enter in New
// Game; an arrow key to bring up the typing arrow, the arrow keys to take
// it to the move's first square, Tab to turn it, the letters and Enter;
// Ctrl+T and the letters to exchange; Ctrl+P and Enter to pass.
func TestNewcomerPlaysClassicForThreeWithTheKeyboard(t *testing.T) {
	h := newHarness(t)
	h.app.Start()
	d := h.setupDialog()
	h.tabTo(d.games[2])
	h.TypeRunes(" ")
	d = h.setupDialog()
	h.tabTo(d.count)
	h.PressKey(fyne.KeyTab) // from 2 to 3
	h.TypeRunes(" ")
	for p := 1; p < 3; p++ {
		d = h.setupDialog()
		h.tabTo(d.players[p])
		h.PressKey(fyne.KeyTab) // from Human to Computer
		h.TypeRunes(" ")
	}
	h.PressKey(fyne.KeyReturn)
	if h.Dialogs() != 0 {
		t.Fatalf("Enter left the dialog open: %q", h.OverlayText())
	}
	h.playToTheEnd(func(m move.Move) {
		h.arrowTo(m.Origin)
		if h.parts().Turn.Cursor().Direction() != m.Dir {
			h.PressKey(fyne.KeyTab)
		}
		h.TypeRunes(m.Word)
		h.PressKey(fyne.KeyReturn)
	}, func(letters string) {
		h.Shortcut(keys.Exchange)
		h.TypeRunes(letters)
		h.PressKey(fyne.KeyReturn)
	}, func() {
		h.Shortcut(keys.Pass)
		h.PressKey(fyne.KeyReturn)
	})
}

// playToTheEnd plays the human's turns of the game on screen, a classic
// game of three with two computers, until it ends: the best move without
// a blank by play, or else an exchange of the whole rack but its blanks
// by exchange while the bag allows it, or else a pass. It then checks
// that every turn was played as asked and that the Game Over dialog names
// every player.
func (h *harness) playToTheEnd(play func(move.Move), exchange func(letters string), pass func()) {
	h.t.Helper()
	g := h.tbl().Game()
	if g.Rules().ID != "classic" || g.Players() != 3 || !uitest.EqualKinds(h.tbl().Setup().Players, game.Human, game.Computer, game.Computer) {
		h.t.Fatalf("started %s for %d, players %v", g.Rules().Name, g.Players(), h.tbl().Setup().Players)
	}
	gen := movegen.New(g.Rules(), g.Referee().Lexicon)
	var kinds [3]int // the human's moves, exchanges and passes
	for turns := 0; !g.Over(); turns++ {
		h.RunUntil("the human's turn or the end", func() bool { return g.Over() || h.tbl().CanPlace() })
		if g.Over() {
			break
		}
		if turns > 60 {
			h.t.Fatal("the game does not end")
		}
		before := len(g.History())
		rack := h.humanRack()
		m, ok := bestWithoutBlank(gen, g.Grid(), rack)
		switch {
		case ok:
			play(m)
			kinds[0]++
		case g.BagLen() >= g.Rules().ExchangeBag:
			exchange(strings.ReplaceAll(rack.String(), "_", ""))
			kinds[1]++
		default:
			pass()
			kinds[2]++
		}
		if h.Dialogs() != 0 || len(g.History()) == before {
			h.t.Fatalf("turn %d, rack %s: the move was not played (%q, status %q)", turns, rack, h.OverlayText(), h.tbl().Status())
		}
	}
	h.t.Logf("the human played %d moves, %d exchanges and %d passes; %d turns in all", kinds[0], kinds[1], kinds[2], g.Turns())
	if kinds[0] < 5 {
		h.t.Errorf("the human played only %d moves", kinds[0])
	}
	h.RunUntil("the Game Over dialog", func() bool { return h.Dialogs() == 1 })
	text := h.OverlayText()
	for _, who := range []string{"Player 1", "Player 2", "Player 3"} {
		if !strings.Contains(text, who) {
			h.t.Errorf("the Game Over dialog does not name %s:\n%s", who, text)
		}
	}
}

// humanRack is the rack of the player to move.
func (h *harness) humanRack() tile.Rack {
	g := h.tbl().Game()
	return g.Player(g.ToMove()).Rack
}

// bestWithoutBlank is the best-scoring move for rack on grid g that lays
// no blank, if there is one.
func bestWithoutBlank(gen movegen.Generator, g *board.Grid, rack tile.Rack) (move.Move, bool) {
	for _, p := range movegen.Ranked(gen, g, rack, 500) {
		m := p.Move()
		if !strings.ContainsFunc(m.Word, func(r rune) bool { return r >= 'a' && r <= 'z' }) {
			return m, true
		}
	}
	return move.Move{}, false
}

// arrowTo brings the typing arrow to square sq with the arrow keys: it
// comes up on the start square, or the first free square past it, and
// each key takes it to the next free square that way. It goes along the
// row first when the square at the corner is free, and down the column
// first otherwise.
func (h *harness) arrowTo(sq board.Square) {
	h.t.Helper()
	c := h.parts().Turn.Cursor()
	if !c.On() {
		h.PressKey(fyne.KeyRight)
	}
	for range 80 {
		at := c.Square()
		switch {
		case at == sq:
			return
		case at.Col != sq.Col && (at.Row == sq.Row || h.parts().Turn.Free(board.Square{Row: at.Row, Col: sq.Col})):
			h.PressKey(map[bool]fyne.KeyName{true: fyne.KeyRight, false: fyne.KeyLeft}[at.Col < sq.Col])
		default:
			h.PressKey(map[bool]fyne.KeyName{true: fyne.KeyDown, false: fyne.KeyUp}[at.Row < sq.Row])
		}
	}
	h.t.Fatalf("the arrow keys do not bring the arrow to %s", sq)
}

// tabTo presses Tab until the keyboard's focus is in o.
func (h *harness) tabTo(o fyne.CanvasObject) {
	h.t.Helper()
	c := h.Win.Canvas()
	for range 60 {
		if f := c.Focused(); f != nil && uitest.ShownIn(o, f.(fyne.CanvasObject)) {
			return
		}
		h.PressKey(fyne.KeyTab)
	}
	h.t.Fatal("Tab never reaches the choice")
}
