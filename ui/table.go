package ui

import (
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
	"scraebbkle/ui/tiles"
)

// table is one game on screen: the board, the rack of the human to move, the
// panels, and the controller that runs the game.
type table struct {
	app   *App
	game  *game.Game
	ctrl  *controller.Controller
	setup Setup

	board    *boardview.View
	scroll   *container.Scroll
	split    *container.Split // the board's side and the panel
	drag     *boardview.DragLayer
	rack     *rackView
	panel    *sidePanel
	status   *widget.Label
	thinking *thinkingView // at the end of the status line while a computer thinks
	bar      *actionBar

	hand      *hand   // the tiles of the human to move; nil on a computer's turn
	hands     []*hand // each human's last hand, to keep the order of their rack
	owner     int     // the player hand belongs to
	selected  int     // the hand's tile picked by a tap, or -1
	cursor    typingCursor
	curtain   bool           // a closed game between humans hides the racks
	curtainAt time.Time      // when it last fell: it stays down a moment
	liftedAt  time.Time      // when it was last lifted: Shuffle, which takes the place of the button that lifts it, waits a moment
	notice    string         // what the status line says first until the tiles placed change (note)
	occupied  string         // the note on a square tapped that holds a tile, until another is tapped
	last      []board.Square // the squares of the last move
	preview   []board.Placed // the tiles of a move shown as a hint (preview.go)
	rng       *rand.Rand
	// The game was over when it was put on screen: a finished game opened.
	overBefore bool
	// The number of turns of the game that a file the player chose holds
	// (opened or saved with Save As): Open and New Game need not ask
	// before closing a game with no more turns than that.
	kept int

	// The racks humans moved from, in the order they had arranged them,
	// by turn: what Undo gives back.
	movedFrom map[int]tile.Rack

	content fyne.CanvasObject
}

// newTable lays out a new game and starts its controller, with the hints
// already asked for in it. When the game is that of table before with
// turns taken back (before is nil otherwise), the racks the players moved
// from on the turns kept are kept too, for Undo to give back.
func newTable(a *App, s Setup, g *game.Game, x save.Extras, before *table) *table {
	t := &table{app: a, game: g, setup: s, selected: -1, owner: -1, rng: rand.New(rand.NewPCG(rand.Uint64(), 1)), overBefore: g.Over()}
	t.layOut()
	strategies := make([]computer.Strategy, len(s.Players))
	for i, k := range s.Players {
		if k == game.Computer {
			strategies[i] = a.cfg.Strategy(g.Referee(), s.level(i), s.Seed+uint64(i))
		}
	}
	t.ctrl = controller.New(g, strategies, a.cfg.Post, t.handle)
	t.ctrl.KeepHints(x.Hints)
	t.ctrl.SetPace(t.pace())
	t.hands, t.movedFrom = make([]*hand, len(s.Players)), map[int]tile.Rack{}
	if before != nil {
		for turn, r := range before.movedFrom {
			if turn < len(g.History()) {
				t.movedFrom[turn] = r
			}
		}
	}
	for p, r := range x.Arranged {
		if r != nil && p < len(t.hands) {
			t.hands[p] = newHand(r)
		}
	}
	return t
}

// layOut builds the table's window content: the board, with the status
// line, the rack and the buttons below it, beside the panel.
func (t *table) layOut() {
	t.board = boardview.New(t.game.Board(), t)
	t.board.SetKeys(t)
	t.board.OnFitted(t.fitRack)
	t.scroll = container.NewScroll(t.board)
	t.board.StickTo(t.scroll)
	t.drag = boardview.NewDragLayer()
	t.rack = newRackView()
	t.rack.leaveRoom(t.game.Rules().RackSize)
	t.panel = newSidePanel(t)
	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.status.Truncation = fyne.TextTruncateEllipsis // two lines at most, even beside the thinking bar
	t.bar = newActionBar(t)
	t.thinking = newThinkingView(twoLines(t.status), t.app.cfg.Post, func() { t.ctrl.PlayNow() })
	bottom := container.NewVBox(t.thinking.row, container.NewBorder(nil, nil, nil, t.bar.right, container.NewHBox(t.rack, t.bar.left)))
	main := container.NewBorder(nil, bottom, nil, nil, boardview.StickyScroll(t.scroll))
	// The panel is wide enough for a log line with a word, a hint and the
	// totals, and for an open rack, so that what it shows does not push the
	// board about; on the default board the board's height, not its width,
	// sets the size of its squares.
	t.split = container.NewHSplit(main, style.AtLeastWide(t.panel.content, panelWidth))
	t.split.SetOffset(0.68)
	t.content = container.NewStack(t.split, t.drag.Layer())
}

// fitRack makes the rack's tiles as large as the board's squares fitted
// to the window, cell pixels, from tiles.Size up to tiles.Largest: in a large
// window they would look small beside the board. The rack grows or shrinks
// once the layout under way is over, and only by whole steps of 2 pixels or
// more, so that the board, which gives up the height the rack takes, does
// not set it going back and forth.
func (t *table) fitRack(cell float32) {
	side := min(tiles.Largest, max(tiles.Size, float32(math.Floor(float64(cell)))))
	if math.Abs(float64(side-t.rack.side)) < 2 {
		return
	}
	fyne.Do(func() {
		t.rack.resize(side)
		t.drag.SetSide(side)
	})
}

// start shows the start square and the turns played so far, and begins
// play.
func (t *table) start() {
	t.board.Reveal(t.game.Board().Start())
	hints := t.ctrl.HintLog()
	for i, turn := range t.game.History() {
		t.panel.logTurn(turn, t.game, hints.Number(i))
		t.markLast(turn)
	}
	t.ctrl.Start()
}

// keepView shows the board as the table before it showed it: at its zoom,
// with the same place in the middle of the view, and the panel as wide,
// on the same tab; but for the Word tab, which would take the keyboard
// from the board.
func (t *table) keepView(before *table) {
	t.split.SetOffset(before.split.Offset)
	if tabs := before.panel.tabs; tabs.Selected() != before.panel.wordTab {
		t.panel.tabs.SelectIndex(tabs.SelectedIndex())
	}
	if before.board.Zoom() == 0 {
		return
	}
	t.board.ZoomAround(before.board.Zoom(), before.board.Middle())
}

// stop cancels any computer turn and stops its progress bars; the table
// takes no more events.
func (t *table) stop() {
	t.ctrl.Stop()
	t.thinking.show(0, false)
}

// panelWidth is the least width of the panel beside the board.
const panelWidth = 370

// pace is how long a computer turn takes at least: long enough to follow a
// game between computers at the chosen speed, short against a human.
func (t *table) pace() time.Duration {
	if t.computersOnly() {
		return time.Duration(t.app.speed() * float64(time.Second))
	}
	return 300 * time.Millisecond
}

// computersOnly reports whether no human plays.
func (t *table) computersOnly() bool { return t.humans() == 0 }

// humans counts the human players.
func (t *table) humans() int {
	n := 0
	for _, k := range t.setup.Players {
		if k == game.Human {
			n++
		}
	}
	return n
}

// twoLines keeps room for two lines of label l, so that a message that
// wraps onto a second line does not shrink the board above it.
func twoLines(l *widget.Label) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, style.LabelHeight(2)))
	return container.NewStack(room, l)
}

// rackShownBy is the player whose rack is under the board, or -1: the
// human to move; while a computer thinks the only human, so that they can
// plan; in an open game between computers the mover; otherwise none.
func (t *table) rackShownBy() int {
	g := t.game
	switch human := t.onlyHuman(); {
	case g.Over():
		return -1
	case t.hand != nil:
		return t.owner
	case human >= 0:
		return human
	case t.computersOnly() && t.setup.Open:
		return g.ToMove()
	}
	return -1
}

// rackInView is the rack shown face up while no human may place tiles, a
// human's in the order they arranged it.
func (t *table) rackInView() tile.Rack {
	if p := t.rackShownBy(); p >= 0 {
		return t.arrangedRack(p)
	}
	return nil
}

// arrangedRack is player p's rack in the order they arranged it, or as
// drawn when they have not, as a computer never does. Wherever a rack is
// shown, it is shown so.
func (t *table) arrangedRack(p int) tile.Rack {
	rack := t.game.Player(p).Rack
	if h := t.hands[p]; h != nil {
		return h.keepOrder(rack).rackTiles()
	}
	return rack
}

// arranged is each player's rack in the order they arranged it, nil for
// a player who has not, as a save file keeps them.
func (t *table) arranged() []tile.Rack {
	out := make([]tile.Rack, len(t.hands))
	for p, h := range t.hands {
		if h != nil {
			out[p] = t.arrangedRack(p)
		}
	}
	return out
}

// arrangedBefore is each player's rack as arranged once the turns from
// turn on are taken back: as they had it when they moved on the first of
// those turns that was theirs, or as they have it now.
func (t *table) arrangedBefore(turn int) []tile.Rack {
	out := t.arranged()
	seen := make([]bool, len(out))
	for i, tn := range t.game.History()[turn:] {
		if r, ok := t.movedFrom[turn+i]; ok && !seen[tn.Player] {
			out[tn.Player] = r
		}
		seen[tn.Player] = true
	}
	return out
}

// handle shows what the controller reports. It runs on the UI goroutine.
func (t *table) handle(ev controller.Event) {
	switch ev.Kind {
	case controller.TurnStarted:
		t.turnStarted(ev.Player)
	case controller.Thinking:
		t.thinking.show(t.ctrl.Budget(), true)
		t.showStatus()
	case controller.MovePlayed:
		t.movePlayed(ev.Turn)
		t.app.autosave()
	case controller.GameOver:
		t.app.autosave()
		t.gameOver(ev.Outcome)
	case controller.Failed:
		t.computerFailed(ev.Player, ev.Err)
	}
}

// turnStarted gets the rack of a human to move ready, behind the curtain in
// a closed game between humans.
func (t *table) turnStarted(p int) {
	t.letGo()
	if t.setup.Players[p] == game.Human {
		rack := t.game.Player(p).Rack
		if prev := t.hands[p]; prev != nil {
			t.hand = prev.keepOrder(rack)
		} else {
			t.hand = newHand(rack)
		}
		t.hands[p] = t.hand
		t.owner = p
		t.curtain = t.curtained()
		t.curtainAt = time.Now()
		if t.curtain { // the word the last player looked up would tell their letters
			t.panel.word.clear()
		}
	} else {
		t.hand = nil
	}
	t.refresh()
}

// letGo forgets the tile selected, the typing cursor and any tile being
// dragged, when the hand they belong to is done with.
func (t *table) letGo() {
	t.drag.Cancel()
	t.selected = -1
	t.cursor = typingCursor{}
}

// note has the status line say sentence first, until the tiles placed
// change or a move is made: what Undo took back, what Open opened, where
// Save As wrote the game.
func (t *table) note(sentence string) {
	t.notice = sentence + " "
	t.showStatus()
}

// unnote takes sentence back from the status line, if note put it there
// last.
func (t *table) unnote(sentence string) {
	if sentence != "" && t.notice == sentence+" " {
		t.notice = ""
		t.showStatus()
	}
}

// movePlayed draws a move and its effect on scores and log. The move is
// told in the status line too, until the next is made or tiles are
// placed, to whoever did not make it: a computer's move, and a human's
// when another human moves next.
func (t *table) movePlayed(turn game.Turn) {
	t.notice = ""
	if t.setup.Players[turn.Player] == game.Computer || t.setup.Players[t.game.ToMove()] == game.Human {
		t.notice = phrase.TurnSentence(turn) + " "
	}
	t.thinking.show(0, false)
	if t.hand != nil && t.owner == turn.Player {
		t.hand.recallAll()
		t.movedFrom[len(t.game.History())-1] = t.hand.keepOrder(turn.Rack).rackTiles()
	}
	t.markLast(turn) // refresh below redraws the squares of the last move and this one
	t.panel.logTurn(turn, t.game, t.ctrl.HintLog().Number(len(t.game.History())-1))
	if t.panel.tabs.Selected() == t.panel.movesTab {
		t.panel.tabs.Select(t.panel.logTab) // the hints were for the turn just played
	}
	t.refresh()
	if len(t.last) > 0 && t.setup.Players[turn.Player] == game.Computer {
		t.board.Reveal(t.last[0])
	}
}

// markLast remembers the squares of a turn's move, to highlight them.
func (t *table) markLast(turn game.Turn) {
	t.last = t.last[:0]
	for _, p := range turn.Play.Placed {
		t.last = append(t.last, p.Square)
	}
}

// refresh redraws what depends on the turn and the placed tiles: the pending
// and last-move squares, the racks, the panel, the buttons and the status.
func (t *table) refresh() {
	t.clearPreview()
	t.showHand()
	t.panel.update(t.game, t.setup)
	t.showStatus()
}

// showSquare draws one square from the grid, the hand and the last move.
func (t *table) showSquare(sq board.Square) {
	v := t.board.Square(sq)
	cursor := t.cursor.mark(sq)
	if tile, ok := t.game.Grid().At(sq); ok {
		look := boardview.Played
		if slices.Contains(t.last, sq) {
			look = boardview.Last
		}
		v.Draw(tile, look, cursor)
		return
	}
	// A previewed move is drawn whole, over any tile placed on its squares:
	// placing or taking back a tile clears it.
	if tile, ok := t.previewOn(sq); ok {
		v.Draw(tile, boardview.Preview, cursor)
		return
	}
	if t.hand != nil {
		if i, ok := t.hand.on(sq); ok {
			v.Draw(t.hand.tiles[i].tile, boardview.Pending, cursor)
			return
		}
		if tile, ok := t.hand.heldOn(sq); ok {
			v.Draw(tile, boardview.Pending, cursor)
			return
		}
	}
	v.Draw(tile.Tile{}, boardview.Played, cursor)
}

// showPending brings every square of the board up to date with the hand,
// the typing arrow and the last move: each is looked at, and only those
// whose look changes are refreshed (about 0.05 ms on a 26 x 99 board).
func (t *table) showPending() {
	for _, v := range t.board.Squares() {
		t.showSquare(v.At())
	}
}

// showHand shows the board's squares and the racks as the hand is now.
func (t *table) showHand() {
	t.showPending()
	t.showRacks()
}

// showRacks shows the rack of the human to move, or the curtain.
func (t *table) showRacks() {
	switch {
	case t.hand == nil:
		t.rack.showRack(t.rackInView(), true)
	case t.curtain:
		t.rack.showRack(t.hand.rackTiles(), false)
	default:
		t.rack.showHand(t.hand, t.selected, t)
	}
}
