package panel

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/move"
	"scraebbkle/ui/phrase"
)

// Shown is how many of the best moves a hint lists.
const Shown = 20

// Moves lists the best moves for the rack of the human to move, once
// they ask (Ctrl+H or its button): a click on a move previews it on the
// board, a double click lays its tiles ready to play. Asking counts as the
// turn's hint.
type Moves struct {
	t        Table
	plays    []move.Play // the moves listed, checked once
	selected int         // the move previewed, or -1
	note     *widget.Label
	button   *widget.Button // asks for the moves
	rows     []*Row
	box      *fyne.Container
	content  fyne.CanvasObject
	search   search // the search for this turn's moves (search.go)
}

// newMoves returns the Moves panel of the game screen t.
func newMoves(t Table) *Moves {
	p := &Moves{t: t, selected: -1, note: widget.NewLabel(""), box: container.NewVBox(), search: search{turn: -1}}
	p.note.Wrapping = fyne.TextWrapWord
	p.button = widget.NewButtonWithIcon("Hint: show the best moves", theme.SearchIcon(), t.Hint)
	p.content = container.NewBorder(container.NewVBox(p.note, p.button), nil, nil, nil, container.NewVScroll(p.box))
	return p
}

// update lists this turn's moves when the player has asked for them, and
// otherwise says how to ask.
func (p *Moves) update() {
	t := p.t
	switch {
	case t.Game().Over():
		p.list(nil)
		p.note.SetText("The game is over: there are no more moves to list.")
	case !t.CanPlace():
		p.list(nil)
		p.note.SetText("The best moves are listed on your turn.")
	case t.Controller().Hinted():
		p.listFound()
	default:
		p.list(nil)
		p.note.SetText(fmt.Sprintf("Ctrl+H lists the %d best moves for your rack and shows the best on the board. Each turn you ask counts as a hint.", Shown))
		p.button.Show()
	}
}

// list shows moves, none selected; nil, when none are asked for.
func (p *Moves) list(moves []move.Packed) {
	p.plays, p.selected = nil, -1
	for _, m := range moves {
		if play, err := p.t.Game().Check(m.Move()); err == nil { // a hint is a legal move
			p.plays = append(p.plays, play)
		}
	}
	p.button.Hide()
	for len(p.rows) < len(p.plays) {
		r := newRow(len(p.rows), p.choose, p.place)
		p.rows = append(p.rows, r)
		p.box.Add(r)
	}
	nt := p.t.Game().Rules().Notation
	words, width := wordColumn(p.plays)
	moveWidth := moveColumn(nt, p.plays)
	for i, r := range p.rows {
		if i >= len(p.plays) {
			r.Hide()
			continue
		}
		r.setText(rowText(i, nt, p.plays[i], words[i], width, moveWidth))
		r.setSelected(false)
		r.Show()
	}
	t := p.t
	switch {
	case moves == nil: // not asked for: update says why
	case len(p.plays) == 0:
		p.note.SetText("No move is possible with this rack: pass.")
	default:
		p.note.SetText(fmt.Sprintf("Player %d's %s (hints used: %d). Click one to see it on the board, double-click to place its tiles.",
			t.Mover()+1, movesListed(len(p.plays)), t.Controller().HintLog().Count(t.Mover())))
	}
}

// movesListed says what a list of n moves holds: the best, "20 best
// moves", or, when there are fewer than the list could show, every move
// there is: "only move", "3 possible moves".
func movesListed(n int) string {
	switch {
	case n == 1:
		return "only move"
	case n < Shown:
		return fmt.Sprintf("%d possible moves", n)
	}
	return fmt.Sprintf("%d best moves", n)
}

// wordColumn is the word each play forms beyond its tiles, as the log
// shows it, and the width of their column: as wide as the longest and a
// gap, none when there are no such words.
func wordColumn(plays []move.Play) ([]string, int) {
	words, width := make([]string, len(plays)), 0
	for i, play := range plays {
		if words[i] = phrase.WordFormed(play); words[i] != "" {
			width = max(width, len(words[i])+2)
		}
	}
	return words, width
}

// rowText is the text of row i, of play, with the word it forms in a
// column width wide, and its notation, nt's, in one moveWidth wide: "1.
// CAMBIA  CABIA,2b     192". The words a move forms across its own follow
// on a line of their own, each with its score: "also XU 10, QAT 12".
func rowText(i int, nt move.Notation, play move.Play, word string, width, moveWidth int) string {
	text := fmt.Sprintf("%2d. %-*s%-*s %4s", i+1, width, word, moveWidth, nt.Format(play.Move), phrase.Number(play.Score))
	if cross := phrase.CrossWords(play); cross != "" {
		text += "\n    also " + cross
	}
	return text
}

// moveColumn is the width of the column of the plays' notations, nt's:
// 12 characters, or one more than the longest.
func moveColumn(nt move.Notation, plays []move.Play) int {
	width := 12
	for _, p := range plays {
		width = max(width, len(nt.Format(p.Move))+1)
	}
	return width
}

// unselect shows no move as the one previewed.
func (p *Moves) unselect() {
	if p.selected >= 0 {
		p.rows[p.selected].setSelected(false)
		p.selected = -1
	}
}

// choose selects move i and previews it on the board.
func (p *Moves) choose(i int) {
	if i >= len(p.plays) || !p.t.CanPlace() {
		return
	}
	p.unselect()
	p.selected = i
	p.rows[i].setSelected(true)
	p.t.Preview(p.plays[i])
}

// place lays the tiles of move i ready to play.
func (p *Moves) place(i int) {
	if i < len(p.plays) {
		p.t.Lay(p.plays[i])
	}
}

// placeChosen lays the tiles of the move previewed, if there is one.
func (p *Moves) placeChosen() {
	if p.selected >= 0 {
		p.place(p.selected)
	}
}

// chooseNext previews the move after the one previewed, the first after
// the last, and reports whether one was previewed.
func (p *Moves) chooseNext() bool {
	if p.selected < 0 || len(p.plays) == 0 {
		return false
	}
	p.choose((p.selected + 1) % len(p.plays))
	return true
}

// Row is one move of the Moves panel: its rank, the word it forms
// where that is more than the tiles laid (a column only when some move
// has one), its notation and its score, in the log's order. It is tapped
// to preview the move and double-tapped to place it.
type Row struct {
	widget.BaseWidget
	index       int
	bg          *canvas.Rectangle
	text        *widget.Label
	tap, double func(int)
}

// newRow returns the row of move i.
func newRow(i int, tap, double func(int)) *Row {
	r := &Row{index: i, bg: canvas.NewRectangle(color.Transparent), tap: tap, double: double}
	r.text = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	r.ExtendBaseWidget(r)
	return r
}

// Tapped previews the move.
func (r *Row) Tapped(*fyne.PointEvent) { r.tap(r.index) }

// DoubleTapped places the move's tiles.
func (r *Row) DoubleTapped(*fyne.PointEvent) { r.double(r.index) }

// CreateRenderer draws the text over the selection's background.
func (r *Row) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, r.text))
}

// setText sets the row's text.
func (r *Row) setText(s string) { r.text.SetText(s) }

// setSelected shows whether the row's move is the one previewed.
func (r *Row) setSelected(on bool) {
	r.bg.FillColor = color.Transparent
	if on {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.Refresh()
}

// Plays are the moves listed, best first.
func (p *Moves) Plays() []move.Play { return p.plays }

// Picked is the move previewed, or -1.
func (p *Moves) Picked() int { return p.selected }

// Note says what the list holds, or how to ask for it.
func (p *Moves) Note() *widget.Label { return p.note }

// Rows are the rows of the list, those past its moves hidden.
func (p *Moves) Rows() []*Row { return p.rows }

// Text is the row's text.
func (r *Row) Text() string { return r.text.Text }
