package panel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/style"
)

// Width is the least width of the panel beside the board: wide enough for
// a log line with a word, a hint and the totals, and for an open rack.
const Width = 370

// Table is what the panel asks of the game screen it stands beside.
type Table interface {
	Game() *game.Game
	Controller() *controller.Controller
	Levels() []computer.Level     // each computer player's level
	CanPlace() bool               // the human to move may place tiles now
	Mover() int                   // the player whose hand is on the rack
	ArrangedRack(p int) tile.Rack // player p's rack as they arranged it
	RackShownBy() int             // the player whose rack is under the board, or -1
	Tracked() (int, bool)         // the player whose unseen tiles are counted
	ShowLogged(line int)          // a line of the log was clicked
	Hint()                        // the hint button was pressed
	Preview(play move.Play)       // a listed move was clicked
	Lay(play move.Play)           // a listed move was double-clicked
	FocusBoard()                  // the Word tab gives the keyboard back
	Canvas() fyne.Canvas          // the window's canvas
}

// Panel is the column beside the board: each player's type and score
// and whose turn it is, the bag, the other player's rack, the tabs of
// the move log and the play aids (Moves, Tiles, Word) and the colour
// legend.
type Panel struct {
	t        Table
	players  []*widget.Label
	bag      *widget.Label
	others   *otherRacks     // the racks of the players whose rack is not under the board (others.go)
	leftBox  *fyne.Container // each player's tiles left, once the game is over
	log      *Log
	moves    *Moves
	tracker  *Tracker
	word     *Word
	tabs     *container.AppTabs
	movesTab *container.TabItem
	logTab   *container.TabItem
	wordTab  *container.TabItem
	content  fyne.CanvasObject
}

// tabChosen puts the keyboard in the Word tab's entry when it is chosen,
// and gives it back to the board when another is.
func (p *Panel) tabChosen(item *container.TabItem) {
	c := p.t.Canvas()
	switch {
	case item == p.wordTab:
		c.Focus(p.word.entry)
	case c.Focused() == p.word.entry:
		c.Unfocus()
	}
}

// New builds the panel of the game screen t.
func New(t Table) *Panel {
	g := t.Game()
	p := &Panel{t: t, bag: widget.NewLabel(""), others: newOtherRacks(g.Players())}
	scores := container.NewVBox()
	for range g.Players() {
		l := widget.NewLabel("")
		p.players = append(p.players, l)
		scores.Add(l)
	}
	p.leftBox = container.NewVBox()
	p.log = NewLog(t.ShowLogged)
	top := container.NewVBox(widget.NewLabelWithStyle("Scores", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		scores, p.bag, p.others.box, p.leftBox)
	p.moves, p.tracker, p.word = newMoves(t), NewTracker(), newWord(g.Referee().Lexicon, t.FocusBoard)
	p.movesTab, p.wordTab = container.NewTabItem("Moves", p.moves.content), container.NewTabItem("Word", p.word.content)
	p.logTab = container.NewTabItem("Log", p.log.Content())
	p.tabs = container.NewAppTabs(p.logTab, p.movesTab,
		container.NewTabItem("Tiles", p.tracker.Content()), p.wordTab)
	p.tabs.OnSelected = p.tabChosen
	p.content = newPanelContent(top, p.tabs, newLegend(style.LookOf(g.Rules().ID)), func() bool { return !g.Over() })
	return p
}

// Content is what the panel draws.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// Update shows the scores, whose turn it is, the bag and the other rack;
// once the game is over, the final scores and the tiles left.
func (p *Panel) Update() {
	g := p.t.Game()
	for i, l := range p.players {
		l.SetText(scoreLine(g, p.t.Levels(), i))
	}
	p.bag.SetText(bagLine(g))
	// The other racks are those of the players whose rack is not under
	// the board, or when none is, of the players not to move.
	shown := p.t.RackShownBy()
	if shown < 0 {
		shown = g.ToMove()
	}
	p.others.show(g, shown, p.t.ArrangedRack)
	p.showLeft(g)
	p.moves.update()
	p.tracker.track(p.t)
}

// bagLine says how many tiles the bag holds, and where the rules allow
// exchanges, when it holds too few for one: "Tiles in the bag: 5 (too few
// to exchange)".
func bagLine(g *game.Game) string {
	line := fmt.Sprintf("Tiles in the bag: %d", g.BagLen())
	if x := g.Rules().ExchangeBag; x > 0 && g.BagLen() < x && !g.Over() {
		line += " (too few to exchange)"
	}
	return line
}

// scoreLine is player i's line of the scores: "▶ Player 1 (Human): 29"
// for the player to move; once the game is over, the final score, how it
// was reached and who won.
func scoreLine(g *game.Game, levels []computer.Level, i int) string {
	who := fmt.Sprintf("Player %d (%s)", i+1, export.DescribePlayer(g, levels, i))
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
	if g.Rules().OutBonus && g.BagLen() == 0 && len(g.Player(i).Rack) == 0 {
		verdict += ", went out"
	}
	return fmt.Sprintf("   %s: %s%s\n      %s", who, phrase.Number(o.Finals[i]), verdict, phrase.Deduction(o, i))
}

// showLeft shows, once the game is over, the tiles each player was left
// with, face up; until then it is hidden.
func (p *Panel) showLeft(g *game.Game) {
	if !g.Over() {
		p.leftBox.Hide()
		return
	}
	p.leftBox.RemoveAll()
	for i := range g.Players() {
		tiles := p.t.ArrangedRack(i)
		if len(tiles) == 0 {
			p.leftBox.Add(widget.NewLabel(fmt.Sprintf("Player %d used every tile.", i+1)))
			continue
		}
		view := rack.New()
		view.ShowRack(tiles, true)
		p.leftBox.Add(widget.NewLabel(fmt.Sprintf("Player %d was left with:", i+1)))
		p.leftBox.Add(view)
	}
	p.leftBox.Show()
	// The top needs more room now; nothing else may lay the panel out
	// again, as the end of a game between computers changes nothing else.
	p.content.Refresh()
}

// LogTurn adds a turn to the move log, with the number of the player's
// hint when they asked for one on it (0 when not).
func (p *Panel) LogTurn(turn game.Turn, hint int) {
	p.log.Add(turn, p.t.Game().Rules().Notation, p.t.Game().Players(), hint)
}

// LogDraw begins the log with the draw for the first turn, line.
func (p *Panel) LogDraw(line string) { p.log.Intro(line) }

// EndLog closes the log of the game that is over with each player's tiles
// left, as rackOf gives them, and the result.
func (p *Panel) EndLog(rackOf func(player int) tile.Rack) { p.log.End(p.t.Game().Outcome(), rackOf) }

// ClearWord empties the Word tab: the word the last player looked up
// would tell their letters.
func (p *Panel) ClearWord() { p.word.clear() }

// newLegend explains the colours of the squares as look l draws them: a
// row for letter premiums and one for word premiums, each by the factor.
func newLegend(l *style.Look) fyne.CanvasObject {
	cols := 0
	for _, row := range l.Legend {
		cols = max(cols, len(row.Swatches))
	}
	grid := container.NewGridWithColumns(cols + 1)
	for _, row := range l.Legend {
		grid.Add(widget.NewLabel(row.Caption))
		for i := range cols {
			if i >= len(row.Swatches) {
				grid.Add(layout.NewSpacer())
				continue
			}
			sw := row.Swatches[i]
			r := canvas.NewRectangle(sw.Fill)
			r.SetMinSize(fyne.NewSquareSize(14))
			r.CornerRadius = 3
			grid.Add(container.NewHBox(container.NewCenter(r), widget.NewLabel(sw.Text)))
		}
	}
	return grid
}

// Spoken are the panel's parts for a screen reader: each player's line,
// the bag, and the log, which says its last line.
func (p *Panel) Spoken() []access.Part {
	parts := access.Objects(nil, p.players)
	return append(parts, access.Object(p.bag), p.log.Spoken())
}
