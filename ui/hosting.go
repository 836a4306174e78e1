package ui

import (
	"context"
	"fmt"
	"net"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/netplay/discover"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// HostPort is the port a game hosted from the window is joined at, when
// it is free; otherwise the system chooses one, which the window shows.
const HostPort = 7531

// hosting is the game this window hosts for other desktops: the host
// that holds it, where it listens, and its announcement on the home
// network.
type hosting struct {
	host       *host.Host
	listener   net.Listener
	cancel     context.CancelFunc
	served     chan error
	unannounce func()
	seats      *widget.Label // the seats as they fill, in the dialog that says how to join
}

// stop stops hosting: the guests are told the host is gone.
func (h *hosting) stop() {
	h.unannounce()
	h.cancel()
	<-h.served
}

// hostMenu is Game > Host a Game…: while a game is hosted here, how to
// join it again, with the seats; otherwise the dialog that sets one up.
func (a *App) hostMenu() {
	if a.hosted != nil {
		a.showHowToJoin(a.hosted)
		return
	}
	a.newGames.ShowHosting()
}

// hostGame hosts the game set up as s, whose players joining from other
// desktops s.Joining marks, once the word list is ready: it plays the
// one player of this computer, if there is one, and shows how to join.
func (a *App) hostGame(s play.Setup) {
	if why := hostedSeatsWrong(s); why != "" {
		a.tell("Host a Game", why, a.newGames.ShowHosting)
		return
	}
	if !a.refereeReady() {
		a.afterLoading(request{"Host", "host the game you set up", func() { a.hostGame(s) }})
		return
	}
	a.pending = nil
	a.words.get(s.Words, func(lex *lexicon.Lexicon, err error) {
		if err == nil {
			err = a.hostWith(&referee.Referee{Rules: s.Game(), Lexicon: lex}, s)
		}
		if err != nil {
			a.tell("Cannot host the game", phrase.Sentence(err), a.newGames.ShowHosting)
		}
	})
}

// hostedSeatsWrong says why the seats of s cannot be hosted from the
// window, or "" when they can: one player at most plays at this
// computer, and one at least joins.
func hostedSeatsWrong(s play.Setup) string {
	here, joining := 0, 0
	for i, k := range s.Players {
		switch {
		case i < len(s.Joining) && s.Joining[i]:
			joining++
		case k == game.Human:
			here++
		}
	}
	switch {
	case joining == 0:
		return "Choose Joining for at least one player: a player who joins from another computer."
	case here > 1:
		return "One player at most plays at this computer in a game hosted here: choose Computer or Joining for the others."
	}
	return ""
}

// hostWith starts hosting the game of s with referee ref, and plays its
// seat at this computer.
func (a *App) hostWith(ref *referee.Referee, s play.Setup) error {
	s.Seed = a.cfg.Seed()
	g, err := game.New(ref, s.Board, tile.NewBag(ref.Rules.TileSet, s.Seed), s.Players, s.Open)
	if err != nil {
		return err
	}
	var hd *hosting // set once it serves: a save the host makes later is of this game alone
	extras := save.Extras{Levels: s.Levels}
	cfg := host.Config{Game: g, Save: func(g *game.Game) { a.hostedSave(g, extras, func() bool { return hd != nil && a.hosted == hd }) }}
	here := -1
	for i, k := range s.Players {
		st := host.Seat{Kind: wire.Human}
		switch {
		case i < len(s.Joining) && s.Joining[i]:
			st.Kind = wire.Remote
		case k == game.Computer:
			st.Kind, st.Computer = wire.Computer, a.cfg.Strategy(ref, save.LevelAt(s.Levels, i), s.Seed+uint64(i))
		default:
			here = i
		}
		cfg.Seats = append(cfg.Seats, st)
	}
	h, err := host.New(cfg)
	if err != nil {
		return err
	}
	a.stopGame() // a game hosted before gives up its port first
	l, err := listen(a.cfg.HostAddr)
	if err != nil {
		return fmt.Errorf("no port to host on: %w", err)
	}
	hd = a.serve(h, l, ref)
	link, err := h.Local(context.Background(), here)
	if err != nil {
		hd.stop()
		return err
	}
	welcome := <-link.Messages()
	if err := a.playTogether(link, *welcome.Game, here, hd.changed); err != nil {
		hd.stop()
		return err
	}
	a.hosted = hd
	a.newGames.Played(s.Board)
	a.showHowToJoin(hd)
	return nil
}

// listen listens for guests at addr, or where it is "", on HostPort, or
// where that is taken, on a port the system chooses.
func listen(addr string) (net.Listener, error) {
	if addr != "" {
		return net.Listen("tcp", addr)
	}
	if l, err := net.Listen("tcp", fmt.Sprintf(":%d", HostPort)); err == nil {
		return l, nil
	}
	return net.Listen("tcp", ":0")
}

// serve serves host h at listener l until stopped, and announces it on
// the home network where it can.
func (a *App) serve(h *host.Host, l net.Listener, ref *referee.Referee) *hosting {
	ctx, cancel := context.WithCancel(context.Background())
	hd := &hosting{host: h, listener: l, cancel: cancel, served: make(chan error, 1), unannounce: func() {}}
	go func() { hd.served <- h.Serve(ctx, l) }()
	if stop, err := discover.AnnounceGame(ref.Rules.Name, ref.Rules.ID, l); err == nil {
		hd.unannounce = stop
	}
	return hd
}

// hostedSave keeps the hosted game after every turn, as a game played
// here alone is kept: at the next start, the window offers to finish it.
// The host calls it on its own goroutine; current reports, on the UI
// goroutine, whether the game is still the one the window hosts.
func (a *App) hostedSave(g *game.Game, x save.Extras, current func() bool) {
	data, over := save.Marshal(g, x), g.Over()
	a.cfg.Post(func() {
		if current() { // not once another game has taken the window
			a.autosaves.saveData(data, over)
		}
	})
}

// changed is told of each table the host's own seat is sent, to show the
// seats as they fill.
func (h *hosting) changed(v *seat.View) {
	if h.seats != nil {
		h.seats.SetText(seatsLine(v))
	}
}

// seatsLine says of each seat of view v who plays it and whether they are
// here.
func seatsLine(v *seat.View) string {
	var lines []string
	for i, p := range v.Table().Players {
		state := "here"
		switch {
		case v.Kind(i) == wire.Computer:
			state = "the computer"
		case p.Away && p.Name == "":
			state = "waiting to join"
		case p.Away:
			state = "away"
		}
		lines = append(lines, fmt.Sprintf("%s: %s", seat.Label(v.Names(), i), state))
	}
	return strings.Join(lines, "\n")
}

// showHowToJoin shows the join code and the addresses of the game hosted,
// each with a button that copies it, and the seats as they fill.
func (a *App) showHowToJoin(hd *hosting) {
	clip := a.fyne.Clipboard()
	copyButton := func(text string) *widget.Button {
		return widget.NewButton("Copy", func() { clip.SetContent(text) })
	}
	code := hd.host.Code()
	codeLabel := widget.NewLabelWithStyle(code, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	rows := container.NewVBox(widget.NewLabel("Players join with Game > Join a Game…, at one of these addresses, with this code."),
		container.NewHBox(widget.NewLabel("Join code:"), codeLabel, copyButton(code)))
	for _, addr := range host.Addresses(hd.listener) {
		rows.Add(container.NewHBox(widget.NewLabelWithStyle(addr, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}), copyButton(addr)))
	}
	hd.seats = widget.NewLabel("")
	rows.Add(widget.NewLabelWithStyle("Players", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	rows.Add(hd.seats)
	if v := a.together.View(); v != nil {
		hd.changed(v)
	}
	d := dialog.NewCustom("Hosting a Game", "Close", rows, a.win)
	a.dialogs.Show(d, dialogs.CloseKeys(d))
}
