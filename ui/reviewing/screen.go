package reviewing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/review"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/plot"
	"scraebbkle/ui/style"
)

// screen is the review's content: the board, the turn, the moves ranked,
// the chances and the summaries, and the bar that steps through the turns
// and shows the work's progress.
type screen struct {
	rep    *review.Report
	game   *review.Game
	at     int // the turn shown, from 0; len(rep.Turns) for the end of the game
	chosen int // the move of the list ghosted on the board, from 0

	board    *boardview.View
	turn     *widget.Label // the turn and the move played
	moves    *widget.List
	chart    *fyne.Container // holds the plot, made again for each report
	plot     *plot.Plot
	sums     *fyne.Container
	position *widget.Label // "Turn 7 of 23"
	state    *widget.Label // what the review is based on, or its progress
	progress *widget.ProgressBar
	cancel   *widget.Button
	content  fyne.CanvasObject
}

// newScreen lays out the screen of the review of game g, empty until the
// first report comes; cancel stops the work.
func newScreen(g *review.Game, cancel func()) *screen {
	s := &screen{game: g}
	s.board = boardview.New(g.Board, noTaps{})
	s.board.SetLook(style.LookOf(g.Referee.Rules.ID))
	scroll := container.NewScroll(s.board)
	s.board.StickTo(scroll)
	s.turn = widget.NewLabel("Reviewing the game…")
	s.turn.Wrapping = fyne.TextWrapWord
	s.moves = s.newMoveList()
	s.chart = container.NewStack()
	s.sums = container.NewVBox()
	s.position = widget.NewLabel("")
	s.state = widget.NewLabel("")
	s.state.Truncation = fyne.TextTruncateEllipsis
	s.progress = widget.NewProgressBar()
	s.progress.Hide()
	s.cancel = widget.NewButton("Cancel", cancel)
	s.cancel.Hide()
	tabs := container.NewAppTabs(container.NewTabItem("Moves", s.moves), container.NewTabItem("Summary", container.NewVScroll(s.sums)))
	side := container.NewBorder(s.turn, s.chart, nil, nil, tabs)
	nav := container.NewHBox(
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { s.goTo(0) }),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { s.step(-1) }),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { s.step(1) }),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { s.goTo(s.last()) }),
		s.position)
	bar := container.NewBorder(nil, nil, nav, container.NewHBox(s.progress, s.cancel), s.state)
	split := container.NewHSplit(boardview.StickyScroll(scroll), style.AtLeastWide(side, sideWidth))
	split.SetOffset(0.55)
	s.content = container.NewBorder(nil, bar, nil, nil, split)
	return s
}

// sideWidth is the least width of the side beside the board: room for a
// move, its score, leave, value and chance.
const sideWidth = 470

// noTaps takes no notice of what happens to the board's squares: the
// review's board is looked at, not played on.
type noTaps struct{}

// SquareTapped does nothing.
func (noTaps) SquareTapped(board.Square) {}

// SquareDragged does nothing.
func (noTaps) SquareDragged(board.Square, *fyne.DragEvent) {}

// SquareDragEnd does nothing.
func (noTaps) SquareDragEnd(board.Square) {}

// show shows report r, at the turn shown before, or at the first.
func (s *screen) show(r *review.Report) {
	s.rep = r
	s.plot = newChancesPlot(r)
	s.plot.OnTapped(s.goTo)
	s.chart.Objects = []fyne.CanvasObject{s.plot}
	s.chart.Refresh()
	s.sums.Objects = []fyne.CanvasObject{summaryTable(r)}
	s.sums.Refresh()
	s.goTo(min(s.at, s.last()))
}

// last is the last place to step to: the end of the game, after its
// last turn.
func (s *screen) last() int {
	if s.rep == nil {
		return 0
	}
	return len(s.rep.Turns)
}

// step goes by turns, forwards or back.
func (s *screen) step(by int) { s.goTo(min(max(s.at+by, 0), s.last())) }

// goTo shows turn i, from 0, or the end of the game, with the best move
// ghosted.
func (s *screen) goTo(i int) {
	if s.rep == nil {
		return
	}
	s.at, s.chosen = i, 0
	s.plot.Mark(i)
	s.position.SetText(s.placeName())
	s.turn.SetText(turnText(s.rep, i))
	s.moves.UnselectAll()
	s.moves.Refresh()
	s.moves.ScrollToTop()
	s.draw()
}

// choose ghosts the move at place k of the turn's list on the board.
func (s *screen) choose(k int) {
	s.chosen = k
	s.moves.Refresh()
	s.draw()
}

// draw draws the board as the turn found it, the move played marked as
// the last move and the move chosen from the list ghosted; at the end,
// the board the game ended with.
func (s *screen) draw() {
	g, laid, ghost := s.squares()
	for _, v := range s.board.Squares() {
		sq := v.At()
		switch t, ok := g.At(sq); {
		case ok:
			v.Draw(t, boardview.Played, "")
		case laid[sq] != tile.Tile{}:
			v.Draw(laid[sq], boardview.Last, "")
		case ghost[sq] != tile.Tile{}:
			v.Draw(ghost[sq], boardview.Preview, "")
		default:
			v.Draw(tile.Tile{}, boardview.Played, "")
		}
	}
	if len(laid) > 0 {
		for sq := range laid {
			s.board.Reveal(sq)
			break
		}
	}
}

// squares is the board of the turn shown, the tiles of the move played on
// it by square, and those of the move chosen from the list.
func (s *screen) squares() (*board.Grid, map[board.Square]tile.Tile, map[board.Square]tile.Tile) {
	laid, ghost := map[board.Square]tile.Tile{}, map[board.Square]tile.Tile{}
	turns := s.rep.Turns
	if s.at >= len(turns) {
		return s.endGrid(), laid, ghost
	}
	t := &turns[s.at]
	r := s.rep.Rules
	for _, p := range t.Laid(t.Played, r) {
		laid[p.Square] = p.Tile
	}
	if s.chosen < len(t.Best) {
		for _, p := range t.Laid(t.Best[s.chosen], r) {
			ghost[p.Square] = p.Tile
		}
	}
	return t.Grid, laid, ghost
}

// endGrid is the board the game ended with: the last turn's, its move
// laid.
func (s *screen) endGrid() *board.Grid {
	turns := s.rep.Turns
	if len(turns) == 0 {
		return board.NewGrid(s.game.Board)
	}
	t := &turns[len(turns)-1]
	g := t.Grid.Clone()
	g.Apply(t.Laid(t.Played, s.rep.Rules))
	return g
}
