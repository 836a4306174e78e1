package together

import (
	"fmt"
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/ui/access"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/laying"
	"scraebbkle/ui/panel"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/style"
	"scraebbkle/ui/turn"
)

// Host is what the screen asks of the window it is shown in.
type Host struct {
	// Dialogs shows the dialogs of a turn: a blank's letter, a pass, an
	// exchange.
	Dialogs *dialogs.Keyed
	// Words is the word list a move laid is previewed with. The host's
	// list decides: a move this list refuses may still be sent.
	Words *lexicon.Lexicon
	// Post runs a function on the UI goroutine: fyne.Do in the program.
	Post func(func())
	// WindowKey, when set, answers the window's own keys that have no
	// modifier (F1, F2, F6, F7, F8), and reports whether ev was one of them.
	WindowKey func(ev *fyne.KeyEvent) bool
	// Changed, when set, is told of each table the host sends, once it
	// is shown.
	Changed func(v *seat.View)
	// Ended, when set, is told how the game ended, once.
	Ended func(o game.Outcome, result string)
}

// Screen is one seat of a game played together, on screen.
type Screen struct {
	host   Host
	link   seat.Link
	game   wire.Game
	rules  *rules.Set
	layout *board.Board
	ref    *referee.Referee
	seat   int

	view     *seat.View  // what the host sent last; nil before the first
	hand     *turn.Hand  // the seat's rack as its player arranged it
	turn     *turn.Model // the seat's turn being laid; nil when it is not its turn
	turnNo   int         // the turn the model is of
	last     []board.Square
	logged   int // the turns of the host's log shown in the log
	ended    bool
	toldDraw bool             // the status line has said the draw for the first move, or the game began without one
	notice   string           // said first in the status line until the tiles placed change
	occupied string           // what the notice says of a square tapped that holds a tile, if it does
	lost     string           // why the link ended, once it has
	sent     bool             // a move was sent, and the host has not answered yet
	rows     phrase.RowReader // the board read out a row at a time
	rng      *rand.Rand

	lay     *laying.Gestures // the taps, drags and keys that lay the seat's tiles
	board   *boardview.View
	scroll  *container.Scroll
	drag    *boardview.DragLayer
	rack    *rack.View
	players *widget.Label
	log     *panel.Log
	tiles   *panel.Tracker // the tiles the seat cannot see
	chat    *widget.Entry
	status  *widget.Label
	bar     *bar
	content fyne.CanvasObject
}

// New is the screen of seat s (-1 to look on) of game w, played through
// link l. It shows nothing of the game until Start.
func New(h Host, l seat.Link, w wire.Game, s int) (*Screen, error) {
	r, b, err := seat.Setup(&w)
	if err != nil {
		return nil, err
	}
	sc := &Screen{host: h, link: l, game: w, rules: r, ref: &referee.Referee{Rules: r, Lexicon: h.Words}, seat: s,
		rng: rand.New(rand.NewPCG(rand.Uint64(), 2))}
	sc.layout = b
	sc.layOut(b)
	return sc, nil
}

// layOut builds the screen on board b: the board, with the status line,
// the rack and the buttons below it, beside the players, the log and the
// chat.
func (s *Screen) layOut(b *board.Board) {
	s.lay = laying.New(laid{s})
	s.board = boardview.New(b, s.lay)
	s.board.SetLook(style.LookOf(s.rules.ID))
	s.board.SetKeys(s.lay)
	s.scroll = container.NewScroll(s.board)
	s.board.StickTo(s.scroll)
	s.drag = boardview.NewDragLayer()
	s.rack = rack.New()
	s.rack.LeaveRoom(s.rules.RackSize)
	s.status = widget.NewLabel("Waiting for the host.")
	s.status.Wrapping = fyne.TextWrapWord
	s.bar = newBar(s)
	bottom := container.NewVBox(s.status, container.NewBorder(nil, nil, nil, s.bar.right, container.NewHBox(s.rack, s.bar.left)))
	main := container.NewBorder(nil, bottom, nil, nil, boardview.StickyScroll(s.scroll))
	split := container.NewHSplit(main, style.AtLeastWide(s.side(), panel.Width))
	split.SetOffset(0.68)
	s.content, _ = access.Over(container.NewStack(split, s.drag.Layer()), s.spoken())
}

// side is the column beside the board: the players, the log with the
// chat in it and the tile tracker in tabs, and a line to chat with.
func (s *Screen) side() fyne.CanvasObject {
	s.players = widget.NewLabel("")
	s.log = panel.NewLog(nil)
	s.chat = widget.NewEntry()
	s.chat.SetPlaceHolder("Say something to the other players")
	s.chat.OnSubmitted = s.say
	send := widget.NewButton("Send", func() { s.say(s.chat.Text) })
	s.tiles = panel.NewTracker()
	s.tiles.Say("The tiles you cannot see are counted once the game begins.")
	top := container.NewVBox(widget.NewLabelWithStyle(s.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.players)
	tabs := container.NewAppTabs(container.NewTabItem("Log", s.log.Content()), container.NewTabItem("Tiles", s.tiles.Content()))
	return container.NewBorder(top, container.NewBorder(nil, nil, nil, send, s.chat), nil, nil, tabs)
}

// title names the game and the seat: "Classic Scrabble on Standard, as
// Player 2".
func (s *Screen) title() string {
	as := "looking on"
	if s.seat >= 0 {
		as = "as " + seat.Label(s.game.Names, s.seat)
	}
	return fmt.Sprintf("%s on %s, %s", s.rules.Name, s.game.Name, as)
}

// Content is what the screen draws in the window.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Rules are the game's rules.
func (s *Screen) Rules() *rules.Set { return s.rules }

// Seat is the seat the screen plays, or -1 for an onlooker.
func (s *Screen) Seat() int { return s.seat }

// View is what the host sent last, or nil before the first.
func (s *Screen) View() *seat.View { return s.view }

// Board is the board on screen.
func (s *Screen) Board() *boardview.View { return s.board }

// Rack is the seat's rack on screen.
func (s *Screen) Rack() *rack.View { return s.rack }

// Drag is the layer a dragged tile is drawn on.
func (s *Screen) Drag() *boardview.DragLayer { return s.drag }

// Turn is the seat's turn being laid, nil when it is not its turn.
func (s *Screen) Turn() *turn.Model { return s.turn }

// Tiles is the tile tracker, in the Tiles tab.
func (s *Screen) Tiles() *panel.Tracker { return s.tiles }

// Status is what the status line says.
func (s *Screen) Status() string { return s.status.Text }

// Lines are the lines of the log, turns, chat and news.
func (s *Screen) Lines() []string { return s.log.Lines() }

// Start shows the board and goes on with what the host sends, until Stop
// or the link ends.
func (s *Screen) Start() {
	s.board.Reveal(s.board.Squares()[0].At())
	s.redraw()
	go s.listen()
}

// Stop ends the link; the screen takes nothing more from it.
func (s *Screen) Stop() {
	s.lost = "stopped"
	_ = s.link.Close()
}

// CanPlace reports whether the seat's player may lay tiles now.
func (s *Screen) CanPlace() bool { return s.turn != nil && s.lost == "" && !s.sent }

// Shuffle puts the rack in a random order (Game > Shuffle Rack).
func (s *Screen) Shuffle() { s.shuffle() }

// TypeRune places the tile of a letter typed in the window, as the board
// does.
func (s *Screen) TypeRune(r rune) { s.lay.TypeRune(r) }

// TypedKey answers a key typed in the window as the board does.
func (s *Screen) TypedKey(ev *fyne.KeyEvent) { s.lay.TypedKey(ev) }
