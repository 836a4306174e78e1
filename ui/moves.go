package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core"
)

// movesPanel lists the best moves for the rack of the human to move, once
// they ask (Ctrl+H or its button): a click on a move previews it on the
// board, a double click lays its tiles ready to play. Asking counts as the
// turn's hint.
type movesPanel struct {
	t        *table
	moves    []core.GenMove
	selected int // the move previewed, or -1
	note     *widget.Label
	button   *widget.Button // asks for the moves
	rows     []*moveRow
	box      *fyne.Container
	content  fyne.CanvasObject
}

// newMovesPanel returns the Moves panel of table t.
func newMovesPanel(t *table) *movesPanel {
	p := &movesPanel{t: t, selected: -1, note: widget.NewLabel(""), box: container.NewVBox()}
	p.note.Wrapping = fyne.TextWrapWord
	p.button = widget.NewButtonWithIcon("Hint: show the best moves", theme.SearchIcon(), t.hint)
	p.content = container.NewBorder(container.NewVBox(p.note, p.button), nil, nil, nil, container.NewVScroll(p.box))
	return p
}

// update lists this turn's moves when the player has asked for them, and
// otherwise says how to ask.
func (p *movesPanel) update() {
	t := p.t
	switch {
	case !t.canPlace():
		p.list(nil)
		p.note.SetText("The best moves are listed on your turn.")
	case t.ctrl.Hinted():
		p.list(t.ctrl.Hints(movesShown))
	default:
		p.list(nil)
		p.note.SetText(fmt.Sprintf("Ctrl+H lists the %d best moves for your rack and shows the best on the board. Each turn you ask counts as a hint.", movesShown))
		p.button.Show()
	}
}

// ask lists the best moves of the human to move, which counts as the
// turn's hint, and returns them.
func (p *movesPanel) ask() []core.GenMove {
	moves := p.t.ctrl.Hints(movesShown)
	p.list(moves)
	return moves
}

// list shows moves, none selected.
func (p *movesPanel) list(moves []core.GenMove) {
	p.moves, p.selected = moves, -1
	p.button.Hide()
	for len(p.rows) < len(moves) {
		r := newMoveRow(len(p.rows), p.choose, p.place)
		p.rows = append(p.rows, r)
		p.box.Add(r)
	}
	words, width := p.wordColumn(moves)
	for i, r := range p.rows {
		if i >= len(moves) {
			r.Hide()
			continue
		}
		r.setText(fmt.Sprintf("%2d. %-*s%-12s %4s", i+1, width, words[i], moves[i].Move(), number(moves[i].Score)))
		r.setSelected(false)
		r.Show()
	}
	t := p.t
	switch {
	case moves == nil: // not asked for: update says why
	case len(moves) == 0:
		p.note.SetText("No move is possible with this rack: pass.")
	default:
		p.note.SetText(fmt.Sprintf("Player %d's %s (hints used: %d). Click one to see it on the board, double-click to place its tiles.",
			t.owner+1, movesListed(len(moves)), t.ctrl.HintLog().Count(t.owner)))
	}
}

// movesListed says what a list of n moves holds: the best, "20 best
// moves", or, when there are fewer than the list could show, every move
// there is: "only move", "3 possible moves".
func movesListed(n int) string {
	switch {
	case n == 1:
		return "only move"
	case n < movesShown:
		return fmt.Sprintf("%d possible moves", n)
	}
	return fmt.Sprintf("%d best moves", n)
}

// wordColumn is the word each move forms beyond its tiles, and the width
// of their column: as wide as the longest and a gap, none when there are
// no such words.
func (p *movesPanel) wordColumn(moves []core.GenMove) ([]string, int) {
	words, width := make([]string, len(moves)), 0
	for i, m := range moves {
		if words[i] = p.word(m); words[i] != "" {
			width = max(width, len(words[i])+2)
		}
	}
	return words, width
}

// word is the word move m forms when it takes in tiles of the board, as
// the log shows it, or "".
func (p *movesPanel) word(m core.GenMove) string {
	play, err := p.t.game.Check(m.Move())
	if err != nil { // a hint is a legal move: this does not happen
		return ""
	}
	return wordFormed(play)
}

// unselect shows no move as the one previewed.
func (p *movesPanel) unselect() {
	if p.selected >= 0 {
		p.rows[p.selected].setSelected(false)
		p.selected = -1
	}
}

// choose selects move i and previews it on the board.
func (p *movesPanel) choose(i int) {
	if i >= len(p.moves) || !p.t.canPlace() {
		return
	}
	p.unselect()
	p.selected = i
	p.rows[i].setSelected(true)
	p.t.showPreview(p.moves[i])
}

// place lays the tiles of move i ready to play.
func (p *movesPanel) place(i int) {
	if i < len(p.moves) {
		p.t.placeMove(p.moves[i])
	}
}

// moveRow is one move of the Moves panel: its rank, the word it forms
// where that is more than the tiles laid (a column only when some move
// has one), its notation and its score, in the log's order. It is tapped
// to preview the move and double-tapped to place it.
type moveRow struct {
	widget.BaseWidget
	index       int
	bg          *canvas.Rectangle
	text        *widget.Label
	tap, double func(int)
}

// newMoveRow returns the row of move i.
func newMoveRow(i int, tap, double func(int)) *moveRow {
	r := &moveRow{index: i, bg: canvas.NewRectangle(color.Transparent), tap: tap, double: double}
	r.text = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	r.ExtendBaseWidget(r)
	return r
}

// Tapped previews the move.
func (r *moveRow) Tapped(*fyne.PointEvent) { r.tap(r.index) }

// DoubleTapped places the move's tiles.
func (r *moveRow) DoubleTapped(*fyne.PointEvent) { r.double(r.index) }

// CreateRenderer draws the text over the selection's background.
func (r *moveRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, r.text))
}

// setText sets the row's text.
func (r *moveRow) setText(s string) { r.text.SetText(s) }

// setSelected shows whether the row's move is the one previewed.
func (r *moveRow) setSelected(on bool) {
	r.bg.FillColor = color.Transparent
	if on {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.Refresh()
}
