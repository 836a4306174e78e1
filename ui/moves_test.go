package ui

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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
	"scraebbkle/ui/style"
)

// pressHint presses Ctrl+H, as a shortcut of the window's canvas.
func (h *harness) pressHint() {
	h.t.Helper()
	typeShortcut(h.t, h.win.Canvas(), &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault})
}

// typeShortcut types shortcut s on canvas c. The test driver's canvas
// wraps a software canvas, which handles shortcuts, in an exported field
// without passing TypedShortcut on.
func typeShortcut(t testing.TB, c fyne.Canvas, s fyne.Shortcut) {
	t.Helper()
	inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas").Interface()
	handler, ok := inner.(interface{ TypedShortcut(fyne.Shortcut) })
	if !ok {
		t.Fatalf("the test canvas %T handles no shortcuts", inner)
	}
	handler.TypedShortcut(s)
}

// generatorBest is the move the Normal player would make for the player
// to move, and the generator's ranking of the first n moves.
func generatorBest(t *testing.T, g *game.Game, n int) (move.Move, []move.Packed) {
	t.Helper()
	graph := g.Referee().Lexicon.Graph()
	v := g.View()
	best, err := computer.NewBest(g.Rules(), graph).Choose(context.Background(), v)
	if err != nil {
		t.Fatal(err)
	}
	return best, movegen.Ranked(movegen.New(g.Rules(), graph), v.Grid, v.Rack, n)
}

// previewed is the tiles shown as a preview on the board, square by square.
func previewed(tb *table) map[board.Square]string {
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
func rowTexts(p *movesPanel) []string {
	var s []string
	for _, r := range p.rows {
		if r.Visible() {
			s = append(s, r.text.Text)
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
	h.tap(tb.rack.tiles[0])
	h.tap(tb.board.Square(under))
	if len(tb.hand.placed()) != 1 {
		t.Fatalf("no tile placed on %s", under)
	}
	h.pressHint()
	if got := previewed(tb); len(got) != len(play.Placed) {
		t.Errorf("the preview shows %v, want all %d tiles of %s", got, len(play.Placed), best)
	}
}

// A blank laid where a hint's preview lies shows there while its letter is
// asked for: the preview goes when the tile is laid, not when it has its
// letter.
func TestHintPreviewGivesWayToABlankAsked(t *testing.T) {
	seed := uitest.SeedWhere(t, func(p1, _ tile.Rack) bool { return uitest.Blanks(p1) == 1 })
	h := newHarness(t, func(c *Config) { c.Seed = func() uint64 { return seed } })
	tb := h.start(humansOnDefault(t, true))
	h.pressHint()
	covered := tb.preview[0].Square
	h.tap(h.rackTile('_'))
	h.tap(tb.board.Square(covered))
	if !strings.Contains(h.overlayText(), "Which letter does the blank play?") {
		t.Fatalf("no question for the blank: %q", h.overlayText())
	}
	if got := previewed(tb); len(got) != 0 || uitest.Face(tb.board.Square(covered)) != "8" {
		t.Errorf("while the blank's letter is asked, %s shows %q and the preview %v", covered, uitest.Face(tb.board.Square(covered)), got)
	}
}

func TestHintShowsTheBestMove(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	best, ranked := generatorBest(t, g, movesShown)
	if ranked[0].Move() != best {
		t.Fatalf("the generator's first move %s is not Normal's %s", ranked[0].Move(), best)
	}
	if len(previewed(tb)) != 0 || tb.ctrl.Hinted() {
		t.Fatal("a preview or a hint before Ctrl+H")
	}

	h.pressHint()
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
	if uitest.Fill(v) != style.TilePreview || v.Look() == boardview.Pending || len(tb.hand.placed()) != 0 {
		t.Errorf("the preview is drawn %v with look %d, %d tiles placed", uitest.Fill(v), v.Look(), len(tb.hand.placed()))
	}
	if !strings.Contains(tb.status.Text, best.String()) || !strings.Contains(tb.status.Text, fmt.Sprint(ranked[0].Score)) {
		t.Errorf("the status says %q", tb.status.Text)
	}
	if tb.panel.moves.selected != 0 || len(rowTexts(tb.panel.moves)) != movesShown || tb.panel.tabs.Selected() != tb.panel.movesTab {
		t.Errorf("after Ctrl+H the Moves panel lists %d moves, selected %d; tab %q shown", len(rowTexts(tb.panel.moves)), tb.panel.moves.selected, tb.panel.tabs.Selected().Text)
	}
	if log := tb.ctrl.HintLog(); log.Count(0) != 1 || log.Count(1) != 0 {
		t.Errorf("hint log %v", log)
	}

	// The preview goes as soon as a tile is placed.
	h.tap(tb.rack.tiles[0])
	h.tap(h.square("a1"))
	if len(previewed(tb)) != 0 || tb.panel.moves.selected != -1 {
		t.Errorf("placing a tile left the preview on %v, move %d selected", previewed(tb), tb.panel.moves.selected)
	}
}

// With the keyboard alone: Ctrl+H again shows the next move of the list,
// after the last the first; Enter lays the move on show, and Enter again
// plays it.
func TestHintByKeyboard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.pressHint()
	plays := tb.panel.moves.plays
	for i := 1; i <= len(plays); i++ {
		h.pressHint()
		if want := i % len(plays); tb.panel.moves.selected != want || !strings.Contains(tb.status.Text, plays[want].Move.String()) {
			t.Fatalf("Ctrl+H %d times shows move %d, %q; want move %d, %s", i+1, tb.panel.moves.selected, tb.status.Text, want, plays[want].Move)
		}
	}
	if log := tb.ctrl.HintLog(); log.Count(0) != 1 {
		t.Errorf("hint log %v after Ctrl+H pressed again", log)
	}
	h.pressHint() // the second move
	h.key(fyne.KeyReturn)
	if got := tb.hand.placed(); len(got) != len(plays[1].Placed) || len(tb.game.History()) != 0 {
		t.Fatalf("Enter laid %v, want %s unplayed", got, plays[1].Move)
	}
	h.key(fyne.KeyReturn)
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
	h.pressHint()
	if best := tb.panel.moves.plays[0]; best.Score >= 0 || !strings.HasSuffix(tb.status.Text, "Every move scores below zero; a pass scores 0.") {
		t.Errorf("the best move scores %d, and the status says %q", best.Score, tb.status.Text)
	}
	h.start(humansOnDefault(t, true))
	h.pressHint()
	if strings.Contains(h.tbl().status.Text, "below zero") {
		t.Errorf("on the default board the hint says %q", h.tbl().status.Text)
	}
}

func TestMovesPanelListsTheGeneratorsTop20(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	h.tap(tb.bar.reveal)
	p := tb.panel.moves
	tb.panel.tabs.SelectIndex(1)
	h.settle()
	if len(rowTexts(p)) != 0 || !p.button.Visible() {
		t.Fatalf("before asking the panel lists %q, button shown %v", rowTexts(p), p.button.Visible())
	}
	h.tap(p.button)
	_, ranked := generatorBest(t, tb.game, movesShown)
	var want []string
	for i, m := range ranked {
		want = append(want, fmt.Sprintf("%2d. %-12s %4d", i+1, m.Move(), m.Score)) // no tile on the board to take in, so no word column
	}
	if got := rowTexts(p); !slices.Equal(got, want) {
		t.Fatalf("the Moves panel lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(p.note.Text, "hints used: 1") {
		t.Errorf("the note says %q", p.note.Text)
	}

	// A tap previews the third move; a double tap places its tiles.
	h.settle()
	h.tap(p.rows[2])
	play, err := tb.game.Check(ranked[2].Move())
	if err != nil {
		t.Fatal(err)
	}
	if got := previewed(tb); len(got) != len(play.Placed) || p.selected != 2 {
		t.Errorf("tapping the third move previews %v (selected %d), want %s", got, p.selected, ranked[2].Move())
	}
	test.DoubleTap(p.rows[2])
	if got, want := bySquare(tb.hand.placed()), bySquare(play.Placed); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("double tap placed %v, want %v", got, want)
	}
	if len(previewed(tb)) != 0 || !strings.Contains(tb.status.Text, ranked[2].Move().String()) {
		t.Errorf("after placing: preview %v, status %q", previewed(tb), tb.status.Text)
	}
	h.key(fyne.KeyReturn)
	hist := tb.game.History()
	if len(hist) != 1 || hist[0].Play.Move != ranked[2].Move() {
		t.Fatalf("Enter played %v", hist)
	}
	if line := tb.panel.log.lines[0]; !strings.HasSuffix(line, "· hint 1") {
		t.Errorf("the log line %q does not count the hint", line)
	}

	// The next player's turn starts with no list and the curtain down.
	if len(rowTexts(p)) != 0 || p.button.Visible() || tb.ctrl.Hinted() {
		t.Errorf("behind the curtain the panel lists %q, button shown %v", rowTexts(p), p.button.Visible())
	}
	h.pressHint()
	if len(tb.ctrl.HintLog()) != 1 || len(previewed(tb)) != 0 {
		t.Errorf("Ctrl+H behind the curtain gave a hint: %v", tb.ctrl.HintLog())
	}
	if !strings.HasPrefix(tb.status.Text, "A hint is for a human player on their turn, with their tiles in view.") {
		t.Errorf("Ctrl+H behind the curtain says %q", tb.status.Text)
	}
	h.tap(tb.bar.reveal)
	if !p.button.Visible() {
		t.Error("no way to ask for the moves once the rack is shown")
	}
}

func TestNoHintOnTheComputersTurn(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}})
	<-b.Started
	h.menuItem("Game", "Hint").Action()
	if len(tb.ctrl.HintLog()) != 0 || len(previewed(tb)) != 0 || len(rowTexts(tb.panel.moves)) != 0 {
		t.Errorf("a hint on the computer's turn: log %v", tb.ctrl.HintLog())
	}
	if !strings.Contains(tb.panel.moves.note.Text, "on your turn") {
		t.Errorf("the Moves panel says %q", tb.panel.moves.note.Text)
	}
}

// After the first move, the Moves panel gives the word each move forms
// where it takes in tiles of the board.
func TestMovesPanelShowsTheWordFormed(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.placeByTaps(uitest.BestPlay(t, tb.game.Referee(), tb.game.Grid(), tb.game.Player(0).Rack, 2))
	h.key(fyne.KeyReturn)
	h.pressHint()
	rows := rowTexts(tb.panel.moves)
	if len(rows) == 0 {
		t.Fatal("no hints")
	}
	through := 0
	for i, play := range tb.panel.moves.plays {
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
		if want := "Hint: " + word + " (" + m.String() + ") for "; i == 0 && !strings.HasPrefix(tb.status.Text, want) {
			t.Errorf("the status says %q, want %q", tb.status.Text, want)
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
	h.pressHint()
	if tb.panel.tabs.Selected() != tb.panel.movesTab {
		t.Fatal("Ctrl+H did not open the Moves tab")
	}
	test.DoubleTap(tb.panel.moves.rows[0])
	h.key(fyne.KeyReturn)
	if len(tb.game.History()) != 1 || tb.panel.tabs.Selected() != tb.panel.logTab {
		t.Errorf("after the move the %q tab is shown", tb.panel.tabs.Selected().Text)
	}
}

func TestMovesListed(t *testing.T) {
	for n, want := range map[int]string{1: "only move", 3: "3 possible moves", movesShown - 1: fmt.Sprintf("%d possible moves", movesShown-1), movesShown: fmt.Sprintf("%d best moves", movesShown)} {
		if got := movesListed(n); got != want {
			t.Errorf("movesListed(%d) = %q, want %q", n, got, want)
		}
	}
}
