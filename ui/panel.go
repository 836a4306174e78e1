package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// sidePanel is the column beside the board: each player's type and score
// and whose turn it is, the bag, the other player's rack, the tabs of
// the move log and the play aids (Moves, Tiles, Word) and the colour
// legend.
type sidePanel struct {
	t        *table
	players  []*widget.Label
	bag      *widget.Label
	otherBox *fyne.Container
	other    *rackView
	otherCap *widget.Label
	leftBox  *fyne.Container // each player's tiles left, once the game is over
	log      *moveLog
	moves    *movesPanel
	tracker  *trackerPanel
	word     *wordCheck
	tabs     *container.AppTabs
	movesTab *container.TabItem
	logTab   *container.TabItem
	wordTab  *container.TabItem
	content  fyne.CanvasObject
}

// tabChosen puts the keyboard in the Word tab's entry when it is chosen,
// and gives it back to the board when another is.
func (p *sidePanel) tabChosen(item *container.TabItem) {
	c := p.t.app.win.Canvas()
	switch {
	case item == p.wordTab:
		c.Focus(p.word.entry)
	case c.Focused() == p.word.entry:
		c.Unfocus()
	}
}

// newSidePanel builds the panel of table t.
func newSidePanel(t *table) *sidePanel {
	p := &sidePanel{t: t, bag: widget.NewLabel(""), other: newRackView(), otherCap: widget.NewLabel("")}
	scores := container.NewVBox()
	for range t.setup.Players {
		l := widget.NewLabel("")
		p.players = append(p.players, l)
		scores.Add(l)
	}
	p.otherBox = container.NewVBox(p.otherCap, p.other)
	p.leftBox = container.NewVBox()
	p.log = newMoveLog(t.showLogged)
	top := container.NewVBox(widget.NewLabelWithStyle("Scores", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		scores, p.bag, p.otherBox, p.leftBox)
	p.moves, p.tracker, p.word = newMovesPanel(t), newTrackerPanel(t), newWordCheck(t.game.Referee().Lexicon, t.focusBoard)
	p.movesTab, p.wordTab = container.NewTabItem("Moves", p.moves.content), container.NewTabItem("Word", p.word.content)
	p.logTab = container.NewTabItem("Log", p.log.content)
	p.tabs = container.NewAppTabs(p.logTab, p.movesTab,
		container.NewTabItem("Tiles", p.tracker.content), p.wordTab)
	p.tabs.OnSelected = p.tabChosen
	p.content = newPanelContent(top, p.tabs, newLegend(), func() bool { return !t.game.Over() })
	return p
}

// update shows the scores, whose turn it is, the bag and the other rack;
// once the game is over, the final scores and the tiles left.
func (p *sidePanel) update(g *game.Game, s Setup) {
	for i, l := range p.players {
		l.SetText(scoreLine(g, s, i))
	}
	p.bag.SetText(fmt.Sprintf("Tiles in the bag: %d", g.BagLen()))
	p.showOther(g, s)
	p.showLeft(g)
	p.moves.update()
	p.tracker.update()
}

// scoreLine is player i's line of the scores: "▶ Player 1 (Human): 29"
// for the player to move; once the game is over, the final score, how it
// was reached and who won.
func scoreLine(g *game.Game, s Setup, i int) string {
	who := fmt.Sprintf("Player %d (%s)", i+1, export.DescribePlayer(g, s.Levels, i))
	if !g.Over() {
		mark := "   "
		if g.ToMove() == i {
			mark = "▶ "
		}
		return fmt.Sprintf("%s%s: %s", mark, who, phrase.Number(g.Player(i).Score))
	}
	o := g.Outcome()
	verdict := ""
	if o.Winner == i {
		verdict = ", wins"
	}
	return fmt.Sprintf("   %s: %s%s\n      %s", who, phrase.Number(o.Finals[i]), verdict, deduction(o, i))
}

// deduction is how player i's final score was reached: "431 − 7 for tiles
// left = 424 points".
func deduction(o game.Outcome, i int) string {
	return fmt.Sprintf("%s − %d for tiles left = %s", phrase.Number(o.Scores[i]), o.Deductions[i], phrase.Counted(o.Finals[i], "point"))
}

// showLeft shows, once the game is over, the tiles each player was left
// with, face up; until then it is hidden.
func (p *sidePanel) showLeft(g *game.Game) {
	if !g.Over() {
		p.leftBox.Hide()
		return
	}
	p.leftBox.RemoveAll()
	for i := range g.Players() {
		rack := p.t.arrangedRack(i)
		if len(rack) == 0 {
			p.leftBox.Add(widget.NewLabel(fmt.Sprintf("Player %d used every tile.", i+1)))
			continue
		}
		view := newRackView()
		view.showRack(rack, true)
		p.leftBox.Add(widget.NewLabel(fmt.Sprintf("Player %d was left with:", i+1)))
		p.leftBox.Add(view)
	}
	p.leftBox.Show()
	// The top needs more room now; nothing else may lay the panel out
	// again, as the end of a game between computers changes nothing else.
	p.content.Refresh()
}

// showOther shows the rack of the player not to move: face up in an open
// game, only its size in a closed one.
func (p *sidePanel) showOther(g *game.Game, s Setup) {
	if g.Players() != 2 || g.Over() {
		p.otherBox.Hide()
		return
	}
	p.otherBox.Show()
	// The other rack is that of the player whose rack is not under the
	// board, or when none is, of the player not to move.
	other := 1 - g.ToMove()
	if shown := p.t.rackShownBy(); shown >= 0 {
		other = 1 - shown
	}
	rack := p.t.arrangedRack(other)
	if s.Open {
		p.otherCap.SetText(fmt.Sprintf("Player %d's tiles (open game):", other+1))
		p.other.showRack(rack, true)
		p.other.Show()
		return
	}
	p.otherCap.SetText(fmt.Sprintf("Player %d holds %s.", other+1, phrase.Counted(len(rack), "tile")))
	p.other.Hide()
}

// logTurn adds a turn to the move log, with the number of the player's
// hint when they asked for one on it (0 when not).
func (p *sidePanel) logTurn(turn game.Turn, g *game.Game, hint int) {
	p.log.add(turn, g, hint)
}

// newLegend explains the colours of the squares: a row for letter
// premiums and one for word premiums, each by the sign of the factor.
func newLegend() fyne.CanvasObject {
	grid := container.NewGridWithColumns(4)
	for _, row := range []struct {
		kind board.PremiumKind
		name string
	}{{board.LetterPremium, "letter"}, {board.WordPremium, "word"}} {
		grid.Add(widget.NewLabel(row.name))
		for _, f := range []struct {
			factor int
			text   string
		}{{2, "×n"}, {0, "×0"}, {-1, "×−n"}} {
			r := canvas.NewRectangle(style.Premium(board.Premium{Kind: row.kind, Factor: f.factor}))
			r.SetMinSize(fyne.NewSquareSize(14))
			r.CornerRadius = 3
			grid.Add(container.NewHBox(container.NewCenter(r), widget.NewLabel(f.text)))
		}
	}
	return grid
}
