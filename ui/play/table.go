package play

import (
	"image/color"
	"math"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/panel"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/style"
	"scraebbkle/ui/thinking"
	"scraebbkle/ui/tiles"
	"scraebbkle/ui/turn"
)

// Table is one game on screen: the board, the rack of the human to move,
// the side panel, the status line and the buttons, and the controller that
// runs the game. Its parts each keep their own state: the turn being laid
// (turn.Model), the status line, the curtain of a closed game, the hint on
// show, and the gestures that reach the board, the rack and the keyboard.
type Table struct {
	host  Host
	game  *game.Game
	ctrl  *controller.Controller
	setup Setup

	board    *boardview.View
	scroll   *container.Scroll
	split    *container.Split // the board's side and the panel
	drag     *boardview.DragLayer
	rack     *rack.View
	panel    *panel.Panel
	thinking *thinking.View // at the end of the status line while a computer thinks
	bar      *actionBar
	status   *statusLine
	curtain  *curtain
	hints    *hints
	gestures *gestures

	turn  *turn.Model  // the turn of the human to move; nil on a computer's turn
	hands []*turn.Hand // each human's last hand, to keep the order of their rack
	owner int          // the player the turn belongs to
	last  []board.Square
	rng   *rand.Rand
	// The game was over when it was put on screen: a finished game opened.
	overBefore bool
	// The number of turns of the game that a file the player chose holds
	// (opened or saved with Save As): Open and New Game need not ask
	// before closing a game with no more turns than that.
	kept int
	// The racks humans moved from, in the order they had arranged them,
	// by turn: what Undo gives back.
	movedFrom map[int]tile.Rack
	stopped   bool             // the table is no longer on screen
	rows      phrase.RowReader // the board read out a row at a time

	content fyne.CanvasObject
}

// New lays out a new game and starts its controller, with the hints
// already asked for in it and the racks arranged as x says. When the game
// is that of table before with turns taken back (before is nil otherwise),
// the racks the players moved from on the turns kept are kept too, for
// Undo to give back.
func New(h Host, s Setup, g *game.Game, x save.Extras, before *Table) *Table {
	t := &Table{host: h, game: g, setup: s, owner: -1, rng: rand.New(rand.NewPCG(rand.Uint64(), 1)), overBefore: g.Over()}
	t.status, t.curtain, t.hints, t.gestures = &statusLine{t: t}, &curtain{t: t}, &hints{t: t}, newGestures(t)
	t.layOut()
	strategies := make([]computer.Strategy, len(s.Players))
	for i, k := range s.Players {
		if k == game.Computer {
			strategies[i] = h.Strategy(g.Referee(), s.level(i), s.Seed+uint64(i))
		}
	}
	t.ctrl = controller.New(g, strategies, h.Post, t.handle)
	t.ctrl.KeepHints(x.Hints)
	t.ctrl.SetPace(t.pace())
	t.hands, t.movedFrom = make([]*turn.Hand, len(s.Players)), map[int]tile.Rack{}
	if before != nil {
		for n, r := range before.movedFrom {
			if n < len(g.History()) {
				t.movedFrom[n] = r
			}
		}
	}
	for p, r := range x.Arranged {
		if r != nil && p < len(t.hands) {
			t.hands[p] = turn.NewHand(r)
		}
	}
	return t
}

// layOut builds the table's window content: the board, with the status
// line, the rack and the buttons below it, beside the panel.
func (t *Table) layOut() {
	t.board = boardview.New(t.game.Board(), t.gestures)
	t.board.SetLook(style.LookOf(t.game.Rules().ID))
	t.board.SetKeys(t.gestures)
	t.board.OnFitted(t.fitRack)
	t.scroll = container.NewScroll(t.board)
	t.board.StickTo(t.scroll)
	t.drag = boardview.NewDragLayer()
	t.rack = rack.New()
	t.rack.LeaveRoom(t.game.Rules().RackSize)
	t.panel = panel.New(beside{t})
	t.status.label = widget.NewLabel("")
	t.status.label.Wrapping = fyne.TextWrapWord
	t.status.label.Truncation = fyne.TextTruncateEllipsis // two lines at most, even beside the thinking bar
	t.bar = newActionBar(t)
	t.thinking = thinking.New(twoLines(t.status.label), t.host.Post, func() { t.ctrl.PlayNow() })
	bottom := container.NewVBox(t.thinking.Row(), container.NewBorder(nil, nil, nil, t.bar.right, container.NewHBox(t.rack, t.bar.left)))
	main := container.NewBorder(nil, bottom, nil, nil, boardview.StickyScroll(t.scroll))
	// The panel is wide enough for a log line with a word, a hint and the
	// totals, and for an open rack, so that what it shows does not push the
	// board about; on the default board the board's height, not its width,
	// sets the size of its squares.
	t.split = container.NewHSplit(main, style.AtLeastWide(t.panel.Content(), panel.Width))
	t.split.SetOffset(0.68)
	t.content, _ = access.Over(container.NewStack(t.split, t.drag.Layer()), t.spoken())
}

// fitRack makes the rack's tiles as large as the board's squares fitted
// to the window, cell pixels, from tiles.Size up to tiles.Largest: in a
// large window they would look small beside the board. The rack grows or
// shrinks once the layout under way is over, and only by whole steps of 2
// pixels or more, so that the board, which gives up the height the rack
// takes, does not set it going back and forth.
func (t *Table) fitRack(cell float32) {
	side := min(tiles.Largest, max(tiles.Size, float32(math.Floor(float64(cell)))))
	if math.Abs(float64(side-t.rack.Side())) < 2 {
		return
	}
	fyne.Do(func() {
		t.rack.SetSide(side)
		t.drag.SetSide(side)
	})
}

// Content is what the table draws in the window.
func (t *Table) Content() fyne.CanvasObject { return t.content }

// Game is the game on the table.
func (t *Table) Game() *game.Game { return t.game }

// notation is how the game writes moves.
func (t *Table) notation() move.Notation { return t.game.Rules().Notation }

// Setup is how the game is played.
func (t *Table) Setup() Setup { return t.setup }

// Controller is the controller that runs the game.
func (t *Table) Controller() *controller.Controller { return t.ctrl }

// Start shows the start square and the turns played so far, and begins
// play.
func (t *Table) Start() {
	t.board.Reveal(t.game.Board().Start())
	if draws := t.game.Draws(); len(draws) > 0 {
		drawn := phrase.Draw(draws, t.game.First())
		t.panel.LogDraw(drawn)
		if len(t.game.History()) == 0 {
			t.status.notice = drawn + " "
		}
	}
	hints := t.ctrl.HintLog()
	for i, turn := range t.game.History() {
		t.panel.LogTurn(turn, hints.Number(i))
		t.markLast(turn)
	}
	t.ctrl.Start()
}

// KeepView shows the board as the table before it showed it: at its zoom,
// with the same place in the middle of the view, and the panel as wide,
// on the same tab; but for the Word tab, which would take the keyboard
// from the board.
func (t *Table) KeepView(before *Table) {
	t.split.SetOffset(before.split.Offset)
	t.panel.KeepTab(before.panel)
	if before.board.Zoom() == 0 {
		return
	}
	t.board.ZoomAround(before.board.Zoom(), before.board.Middle())
}

// Stop cancels any computer turn and stops its progress bars; the table
// takes no more events.
func (t *Table) Stop() {
	t.stopped = true
	t.ctrl.Stop()
	t.thinking.Show(0, false)
}

// Note has the status line say sentence first, until the tiles placed
// change or a move is made: what Undo took back, what Open opened, where
// Save As wrote the game.
func (t *Table) Note(sentence string) { t.status.note(sentence) }

// Warn has the status line say sentence first, before anything else, until
// Warn is called again: "" takes it back. It is for what stays true across
// turns, such as the autosave failing.
func (t *Table) Warn(sentence string) { t.status.warn(sentence) }

// MarkKept notes that a file the player chose holds the game as it is now.
func (t *Table) MarkKept() { t.kept = len(t.game.History()) }

// Unkept reports whether the game has begun, is not over and has turns
// that no file the player chose holds: one that Open or a new game would
// lose.
func (t *Table) Unkept() bool { return !t.game.Over() && len(t.game.History()) > t.kept }

// Save is the game in the save-file format, with the computers' levels,
// the hints asked for and the racks as arranged.
func (t *Table) Save() []byte {
	return save.Marshal(t.game, save.Extras{Levels: t.setup.Levels, Hints: t.ctrl.HintLog(), Arranged: t.arranged()})
}

// Zoom changes the size of the board's squares by factor f; 0 resets it.
// It keeps in the middle of the view the square being worked on, when it
// is in view, or else what is in the middle now.
func (t *Table) Zoom(f float32) {
	var sq board.Square
	ok := false
	if t.turn != nil {
		sq, ok = t.turn.WorkSquare()
	}
	t.board.ZoomBy(f, sq, ok)
}

// pace is how long a computer turn takes at least: long enough to follow a
// game between computers at the chosen speed, short against a human.
func (t *Table) pace() time.Duration {
	if t.ComputersOnly() {
		return time.Duration(t.host.Speed() * float64(time.Second))
	}
	return 300 * time.Millisecond
}

// ComputersOnly reports whether no human plays.
func (t *Table) ComputersOnly() bool { return t.setup.humans() == 0 }

// OnlyHuman is the index of the one human player, or -1 when there is
// none or more than one.
func (t *Table) OnlyHuman() int { return t.setup.onlyHuman() }

// CanPlace reports whether the human to move may place tiles now.
func (t *Table) CanPlace() bool {
	return t.turn != nil && !t.curtain.down && t.ctrl.HumanToMove() && t.owner == t.game.ToMove()
}

// twoLines keeps room for two lines of label l, so that a message that
// wraps onto a second line does not shrink the board above it.
func twoLines(l *widget.Label) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, style.LabelHeight(2)))
	return container.NewStack(room, l)
}

// Hint lists the best moves of the human to move and shows the best of
// them, or the next one listed (Game > Hint).
func (t *Table) Hint() { t.hints.hint() }

// Shuffle puts the rack of the human to move in a random order.
func (t *Table) Shuffle() { t.gestures.shuffle() }

// Pass asks the human to move to confirm, then passes.
func (t *Table) Pass() { t.gestures.pass() }

// Exchange asks the human to move which tiles to throw back, then
// exchanges them; where no exchange is allowed, the status line says why.
func (t *Table) Exchange() { t.gestures.exchange() }

// TypeRune places the tile for a letter typed in the window.
func (t *Table) TypeRune(r rune) { t.gestures.TypeRune(r) }

// TypedKey answers a key typed in the window as the board does.
func (t *Table) TypedKey(ev *fyne.KeyEvent) { t.gestures.TypedKey(ev) }

// TakeBackPlaced takes the tiles placed this turn back to the rack, and
// reports whether there were any.
func (t *Table) TakeBackPlaced() bool {
	if t.turn == nil || len(t.turn.Placed()) == 0 {
		return false
	}
	t.turn.RecallAll()
	t.gestures.Placed()
	return true
}

// LowerCurtain hides again the rack of the human to move in a closed game
// between humans; it may be lifted at once.
func (t *Table) LowerCurtain() { t.curtain.lower() }

// What the table shows, for the window around it and its tests to read.

// Status is the text of the status line.
func (t *Table) Status() string { return t.status.label.Text }

// Board is the board's view.
func (t *Table) Board() *boardview.View { return t.board }

// Rack is the rack under the board.
func (t *Table) Rack() *rack.View { return t.rack }

// Drag is the layer that carries a tile dragged.
func (t *Table) Drag() *boardview.DragLayer { return t.drag }

// Panel is the side panel.
func (t *Table) Panel() *panel.Panel { return t.panel }

// Turn is the turn being laid by the human to move, or nil on a
// computer's turn.
func (t *Table) Turn() *turn.Model { return t.turn }

// Curtained reports whether the rack of the human to move is hidden
// behind the curtain of a closed game.
func (t *Table) Curtained() bool { return t.curtain.down }

// Kept is the number of turns a file the player chose holds (MarkKept).
func (t *Table) Kept() int { return t.kept }

// Split divides the window between the board and the panel.
func (t *Table) Split() *container.Split { return t.split }

// Thinking reports whether the status line shows a computer thinking.
func (t *Table) Thinking() bool { return t.thinking.Shown() }
