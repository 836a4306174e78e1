package play

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/panel"
	"scraebbkle/ui/style"
)

// generatorBest is the move the Normal player would make for the player
// to move, and the generator's ranking of the first n moves.
func generatorBest(t *testing.T, g *game.Game, n int) (move.Move, []move.Packed) {
	t.Helper()
	lex := g.Referee().Lexicon
	v := g.View()
	best, err := computer.NewBest(g.Rules(), lex).Choose(context.Background(), v)
	if err != nil {
		t.Fatal(err)
	}
	return best, movegen.Ranked(movegen.New(g.Rules(), lex), v.Grid, v.Rack, n)
}

// previewed is the tiles shown as a preview on the board, square by square.
func previewed(tb *Table) map[board.Square]string {
	got := map[board.Square]string{}
	for _, v := range tb.board.Squares() {
		if v.Look() == boardview.Preview {
			got[v.At()] = uitest.Face(v)
		}
	}
	return got
}

// bySquare is the placed tiles by square, which fmt prints in order.
func bySquare(ps []board.Placed) map[board.Square]tile.Tile {
	m := map[board.Square]tile.Tile{}
	for _, p := range ps {
		m[p.Square] = p.Tile
	}
	return m
}

// rowTexts is the moves listed in the Moves panel.
func rowTexts(p *panel.Moves) []string {
	var s []string
	for _, r := range p.Rows() {
		if r.Visible() {
			s = append(s, r.Text())
		}
	}
	return s
}

// A hint asked for with tiles placed shows its move whole, over them.
func TestHintPreviewCoversPlacedTiles(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	best, _ := generatorBest(t, g, 1)
	play, err := g.Check(best)
	if err != nil {
		t.Fatal(err)
	}
	under := play.Placed[len(play.Placed)-1].Square
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(tb.board.Square(under))
	if len(tb.turn.Placed()) != 1 {
		t.Fatalf("no tile placed on %s", under)
	}
	h.PressHint()
	if got := previewed(tb); len(got) != len(play.Placed) {
		t.Errorf("the preview shows %v, want all %d tiles of %s", got, len(play.Placed), best)
	}
}

// A blank laid where a hint's preview lies shows there while its letter is
// asked for: the preview goes when the tile is laid, not when it has its
// letter.
func TestHintPreviewGivesWayToABlankAsked(t *testing.T) {
	seed := uitest.SeedWhere(t, func(p1, _ tile.Rack) bool { return uitest.Blanks(p1) == 1 })
	h := newHarness(t, func(c *config) { c.Seed = func() uint64 { return seed } })
	tb := h.start(humansOnDefault(t, true))
	h.PressHint()
	covered := tb.hints.preview[0].Square
	h.Tap(h.RackTile('_'))
	h.Tap(tb.board.Square(covered))
	if !strings.Contains(h.OverlayText(), "Which letter does the blank play?") {
		t.Fatalf("no question for the blank: %q", h.OverlayText())
	}
	if got := previewed(tb); len(got) != 0 || uitest.Face(tb.board.Square(covered)) != "8" {
		t.Errorf("while the blank's letter is asked, %s shows %q and the preview %v", covered, uitest.Face(tb.board.Square(covered)), got)
	}
}

func TestHintShowsTheBestMove(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	best, ranked := generatorBest(t, g, panel.Shown)
	if ranked[0].Move() != best {
		t.Fatalf("the generator's first move %s is not Normal's %s", ranked[0].Move(), best)
	}
	if len(previewed(tb)) != 0 || tb.ctrl.Hinted() {
		t.Fatal("a preview or a hint before Ctrl+H")
	}

	h.PressHint()
	play, err := g.Check(best)
	if err != nil {
		t.Fatal(err)
	}
	want := map[board.Square]string{}
	for _, p := range play.Placed {
		want[p.Square] = fmt.Sprintf("%c %d", p.Tile.Notation(), p.Tile.Value)
	}
	if got := previewed(tb); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Ctrl+H previews %v, want %s on %v", got, best, want)
	}
	v := tb.board.Square(play.Placed[0].Square)
	if uitest.Fill(v) != style.TilePreview || v.Look() == boardview.Pending || len(tb.turn.Placed()) != 0 {
		t.Errorf("the preview is drawn %v with look %d, %d tiles placed", uitest.Fill(v), v.Look(), len(tb.turn.Placed()))
	}
	if !strings.Contains(tb.status.label.Text, best.String()) || !strings.Contains(tb.status.label.Text, fmt.Sprint(ranked[0].Score)) {
		t.Errorf("the status says %q", tb.status.label.Text)
	}
	if tb.panel.Moves().Picked() != 0 || len(rowTexts(tb.panel.Moves())) != panel.Shown || tb.panel.Tabs().Selected() != tb.panel.Tab("Moves") {
		t.Errorf("after Ctrl+H the Moves panel lists %d moves, selected %d; tab %q shown", len(rowTexts(tb.panel.Moves())), tb.panel.Moves().Picked(), tb.panel.Tabs().Selected().Text)
	}
	if log := tb.ctrl.HintLog(); log.Count(0) != 1 || log.Count(1) != 0 {
		t.Errorf("hint log %v", log)
	}

	// The preview goes as soon as a tile is placed.
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("a1"))
	if len(previewed(tb)) != 0 || tb.panel.Moves().Picked() != -1 {
		t.Errorf("placing a tile left the preview on %v, move %d selected", previewed(tb), tb.panel.Moves().Picked())
	}
}

// With the keyboard alone: Ctrl+H again shows the next move of the list,
// after the last the first; Enter lays the move on show, and Enter again
// plays it.
func TestHintByKeyboard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PressHint()
	plays := tb.panel.Moves().Plays()
	for i := 1; i <= len(plays); i++ {
		h.PressHint()
		if want := i % len(plays); tb.panel.Moves().Picked() != want || !strings.Contains(tb.status.label.Text, plays[want].Move.String()) {
			t.Fatalf("Ctrl+H %d times shows move %d, %q; want move %d, %s", i+1, tb.panel.Moves().Picked(), tb.status.label.Text, want, plays[want].Move)
		}
	}
	if log := tb.ctrl.HintLog(); log.Count(0) != 1 {
		t.Errorf("hint log %v after Ctrl+H pressed again", log)
	}
	h.PressHint() // the second move
	h.Key(fyne.KeyReturn)
	if got := tb.turn.Placed(); len(got) != len(plays[1].Placed) || len(tb.game.History()) != 0 {
		t.Fatalf("Enter laid %v, want %s unplayed", got, plays[1].Move)
	}
	h.Key(fyne.KeyReturn)
	if hist := tb.game.History(); len(hist) != 1 || hist[0].Play.Move != plays[1].Move {
		t.Errorf("Enter again played %+v, want %s", hist, plays[1].Move)
	}
}

// Where every move loses points, the hint says that a pass scores more.
func TestHintSaysWhenPassingScoresMore(t *testing.T) {
	text := "16\n14\nd7\n" + strings.Repeat(strings.Repeat("[-9]", 16)+"\n", 14) // even a bingo loses: 7 tiles lose at least 63
	b, err := board.Parse(uitest.Referee(t).Rules.Board, "losing.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t)
	tb := h.start(Setup{Board: b, Players: []game.PlayerKind{game.Human, game.Human}, Open: true})
	h.PressHint()
	if best := tb.panel.Moves().Plays()[0]; best.Score >= 0 || !strings.HasSuffix(tb.status.label.Text, "Every move scores below zero; a pass scores 0.") {
		t.Errorf("the best move scores %d, and the status says %q", best.Score, tb.status.label.Text)
	}
	h.start(humansOnDefault(t, true))
	h.PressHint()
	if strings.Contains(h.tbl().status.label.Text, "below zero") {
		t.Errorf("on the default board the hint says %q", h.tbl().status.label.Text)
	}
}

func TestMovesPanelListsTheGeneratorsTop20(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	h.Tap(tb.bar.reveal)
	p := tb.panel.Moves()
	tb.panel.Tabs().SelectIndex(1)
	h.Settle()
	if len(rowTexts(p)) != 0 || !p.Button().Visible() {
		t.Fatalf("before asking the panel lists %q, button shown %v", rowTexts(p), p.Button().Visible())
	}
	h.Tap(p.Button())
	h.AwaitHint()
	_, ranked := generatorBest(t, tb.game, panel.Shown)
	var want []string
	for i, m := range ranked {
		want = append(want, fmt.Sprintf("%2d. %-12s %4d", i+1, m.Move(), m.Score)) // no tile on the board to take in, so no word column
	}
	if got := rowTexts(p); !slices.Equal(got, want) {
		t.Fatalf("the Moves panel lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(p.Note().Text, "hints used: 1") {
		t.Errorf("the note says %q", p.Note().Text)
	}

	// A tap previews the third move; a double tap places its tiles.
	h.Settle()
	h.Tap(p.Rows()[2])
	play, err := tb.game.Check(ranked[2].Move())
	if err != nil {
		t.Fatal(err)
	}
	if got := previewed(tb); len(got) != len(play.Placed) || p.Picked() != 2 {
		t.Errorf("tapping the third move previews %v (selected %d), want %s", got, p.Picked(), ranked[2].Move())
	}
	test.DoubleTap(p.Rows()[2])
	if got, want := bySquare(tb.turn.Placed()), bySquare(play.Placed); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("double tap placed %v, want %v", got, want)
	}
	if len(previewed(tb)) != 0 || !strings.Contains(tb.status.label.Text, ranked[2].Move().String()) {
		t.Errorf("after placing: preview %v, status %q", previewed(tb), tb.status.label.Text)
	}
	h.Key(fyne.KeyReturn)
	hist := tb.game.History()
	if len(hist) != 1 || hist[0].Play.Move != ranked[2].Move() {
		t.Fatalf("Enter played %v", hist)
	}
	if line := tb.panel.Log().Lines()[0]; !strings.HasSuffix(line, "· hint 1") {
		t.Errorf("the log line %q does not count the hint", line)
	}

	// The next player's turn starts with no list and the curtain down.
	if len(rowTexts(p)) != 0 || p.Button().Visible() || tb.ctrl.Hinted() {
		t.Errorf("behind the curtain the panel lists %q, button shown %v", rowTexts(p), p.Button().Visible())
	}
	h.PressHint()
	if len(tb.ctrl.HintLog()) != 1 || len(previewed(tb)) != 0 {
		t.Errorf("Ctrl+H behind the curtain gave a hint: %v", tb.ctrl.HintLog())
	}
	if !strings.HasPrefix(tb.status.label.Text, "A hint is for a human player on their turn, with their tiles in view.") {
		t.Errorf("Ctrl+H behind the curtain says %q", tb.status.label.Text)
	}
	h.Tap(tb.bar.reveal)
	if !p.Button().Visible() {
		t.Error("no way to ask for the moves once the rack is shown")
	}
}

func TestNoHintOnTheComputersTurn(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}})
	<-b.Started
	h.tbl().Hint()
	if len(tb.ctrl.HintLog()) != 0 || len(previewed(tb)) != 0 || len(rowTexts(tb.panel.Moves())) != 0 {
		t.Errorf("a hint on the computer's turn: log %v", tb.ctrl.HintLog())
	}
	if !strings.Contains(tb.panel.Moves().Note().Text, "on your turn") {
		t.Errorf("the Moves panel says %q", tb.panel.Moves().Note().Text)
	}
}

// After the first move, the Moves panel gives the word each move forms
// where it takes in tiles of the board.
func TestMovesPanelShowsTheWordFormed(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PlaceByTaps(uitest.BestPlay(t, tb.game.Referee(), tb.game.Grid(), tb.game.Player(0).Rack, 2))
	h.Key(fyne.KeyReturn)
	h.PressHint()
	rows := rowTexts(tb.panel.Moves())
	if len(rows) == 0 {
		t.Fatal("no hints")
	}
	through := 0
	for i, play := range tb.panel.Moves().Plays() {
		m := play.Move
		word := strings.ToUpper(play.Word.Text)
		fields := strings.Fields(rows[i])
		if word == strings.ToUpper(m.Word) {
			if len(fields) != 3 {
				t.Errorf("row %q repeats the word of the tiles laid", rows[i])
			}
			continue
		}
		through++
		if len(fields) != 4 || fields[1] != word {
			t.Errorf("row %q lacks the word %s that %s forms", rows[i], word, m)
		}
		if want := "Hint: " + word + " (" + m.String() + ") for "; i == 0 && !strings.HasPrefix(tb.status.label.Text, want) {
			t.Errorf("the status says %q, want %q", tb.status.label.Text, want)
		}
	}
	if through == 0 {
		t.Errorf("no hint takes in a tile of the board: %q", rows)
	}
}

// After a move is played the panel leaves the Moves tab, whose hints were
// for that turn, for the Log, which shows the move.
func TestPlayingFromTheMovesTabShowsTheLog(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PressHint()
	if tb.panel.Tabs().Selected() != tb.panel.Tab("Moves") {
		t.Fatal("Ctrl+H did not open the Moves tab")
	}
	test.DoubleTap(tb.panel.Moves().Rows()[0])
	h.Key(fyne.KeyReturn)
	if len(tb.game.History()) != 1 || tb.panel.Tabs().Selected() != tb.panel.Tab("Log") {
		t.Errorf("after the move the %q tab is shown", tb.panel.Tabs().Selected().Text)
	}
}
