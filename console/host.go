package console

import (
	"context"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"scraebbkle/core/game"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/internal/prose"
)

// HostConfig is how a console game is hosted for players joining from
// other desktops.
type HostConfig struct {
	// Listener is where guests join.
	Listener net.Listener
	// Seats are the seats of a game resumed (Config.Resume) as it was
	// hosted: guests come back to them with their tokens.
	Seats *Seats
	// KeepSeats, when set, is given the seats to keep beside the saved
	// game once the game is set up and once every guest has joined.
	KeepSeats func(Seats)
	// Announce, when set, announces the game on the home network until
	// the stop it returns is called.
	Announce func() (stop func())
}

// Seats are the seats of a hosted game, kept beside its save so that the
// host can resume it and its guests come back.
type Seats struct {
	Code   string   `json:"code"`
	Tokens []string `json:"tokens"`
	Kinds  []string `json:"kinds"` // each seat's wire.Human, wire.Computer or wire.Remote
	Names  []string `json:"names"`
}

// Host plays a console game whose players may join from other desktops:
// the usual setup, where a player may also be one joining; then it says
// the join code and how to join, waits for the players, and plays the
// seats of this keyboard, the computers playing at the host. It returns
// once the game is over, as Run does.
func Host(ctx context.Context, cfg Config, hc HostConfig, in io.Reader, out io.Writer) error {
	s := &session{conversation: newConversation(in, out), cfg: cfg}
	g, kinds, err := s.hostedGame(hc.Seats)
	if err != nil {
		return err
	}
	h, err := host.New(s.hostConfig(g, kinds, hc.Seats))
	if err != nil {
		return err
	}
	keep := func(names []string) {
		if hc.KeepSeats != nil {
			hc.KeepSeats(Seats{Code: h.Code(), Tokens: h.Tokens(), Kinds: kinds, Names: names})
		}
	}
	keep(make([]string, len(kinds)))
	s.save(g)
	ctx, cancel := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- h.Serve(ctx, hc.Listener) }()
	defer func() { cancel(); <-served }()
	if hc.Announce != nil {
		defer hc.Announce()()
	}
	// This keyboard's seats are linked before the code is said, so that
	// they hear of every guest who joins.
	show, links, w, err := localLinks(ctx, h, kinds)
	if err != nil {
		return err
	}
	s.sayHowToJoin(h.Code(), hc.Listener, kinds, hc.Seats != nil)
	go func() {
		select {
		case <-h.Filled():
			keep(h.Names())
		case <-ctx.Done():
		}
	}()
	err = s.playNetwork(ctx, w, show, links, nil)
	if err == nil {
		time.Sleep(afterTheEnd)
	}
	return err
}

// afterTheEnd is how long a host goes on once its game is over, for the
// guests to be sent the end.
const afterTheEnd = time.Second

// hostedGame sets up the game to host, with each seat's kind, or takes
// the game resumed with the seats it was hosted with.
func (s *session) hostedGame(seats *Seats) (*game.Game, []string, error) {
	g := s.cfg.Resume
	if g == nil {
		return s.setupHosted()
	}
	if seats == nil || len(seats.Kinds) != g.Players() {
		return nil, nil, fmt.Errorf("the game resumed was not hosted, or its seats were not kept: host it anew")
	}
	s.print(strings.TrimSuffix(banner(s.cfg.Referee.Rules.Name), "\n"))
	return g, seats.Kinds, nil
}

// hostConfig is the host of game g with seats of kinds; seats, for a game
// resumed, keep its code and tokens.
func (s *session) hostConfig(g *game.Game, kinds []string, seats *Seats) host.Config {
	hc := host.Config{Game: g, Save: s.cfg.Save}
	for i, k := range kinds {
		st := host.Seat{Kind: k}
		if k == wire.Computer {
			st.Computer = s.cfg.Computer(i)
		}
		if seats != nil && i < len(seats.Names) {
			st.Name = seats.Names[i]
		}
		hc.Seats = append(hc.Seats, st)
	}
	if seats != nil {
		hc.Code, hc.Tokens = seats.Code, seats.Tokens
		for _, k := range kinds {
			hc.Joined = append(hc.Joined, k == wire.Remote)
		}
	}
	return hc
}

// localLinks links the seats played at this keyboard to the host, and
// returns the seat to show (the first of them, or -1 to look on when
// there is none), the links and the game as the host describes it.
func localLinks(ctx context.Context, h *host.Host, kinds []string) (int, map[int]seat.Link, wire.Game, error) {
	links := map[int]seat.Link{}
	show := -1
	for i, k := range kinds {
		if k == wire.Human {
			if show < 0 {
				show = i
			}
			l, err := h.Local(ctx, i)
			if err != nil {
				return 0, nil, wire.Game{}, err
			}
			links[i] = l
		}
	}
	if show < 0 {
		l, err := h.Local(ctx, -1)
		if err != nil {
			return 0, nil, wire.Game{}, err
		}
		links[-1] = l
	}
	var w wire.Game
	for _, l := range links {
		w = *(<-l.Messages()).Game // each begins with its Welcome
	}
	return show, links, w, nil
}

// sayHowToJoin says the join code, the command that joins from another
// desktop at each of this machine's addresses, and who is awaited.
func (s *session) sayHowToJoin(code string, l net.Listener, kinds []string, resumed bool) {
	s.println("")
	s.printf(joinCodeLine, code)
	for _, addr := range host.Addresses(l) {
		s.printf(joinHowLine, addr, code)
	}
	var awaited []string
	for i, k := range kinds {
		if k == wire.Remote {
			awaited = append(awaited, fmt.Sprintf("Player %d", i+1))
		}
	}
	if !resumed {
		s.printf(waitingLine, prose.JoinAnd(awaited))
	}
}
