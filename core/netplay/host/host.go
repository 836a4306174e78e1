package host

import (
	"context"
	"errors"
	"fmt"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
)

// Seat is one seat of a hosted game.
type Seat struct {
	Name string // the player's name; a guest's, once joined, is the one it gives
	Kind string // wire.Human (at the host's keyboard), wire.Computer or wire.Remote
	// Computer plays a seat of kind wire.Computer.
	Computer computer.Strategy
}

// Config is a game to host.
type Config struct {
	Game  *game.Game // set up, or resumed
	Seats []Seat     // one a player of Game
	// Code is the join code; New makes one when it is empty.
	Code string
	// Tokens are the seats' tokens of a game resumed, so that its guests
	// can come back; New makes them when there are none.
	Tokens []string
	// Joined says which guests' seats of a game resumed had been taken.
	Joined []bool
	// Save, when set, is given the game after every turn, in the host's
	// goroutine, to keep it.
	Save func(*game.Game)
	// Heartbeat is how often a silent connection is asked whether it is
	// still there (default 5 s); one that does not answer within two is
	// dropped.
	Heartbeat time.Duration
	// JoinTimeout is how long a new connection has to say who it is
	// (default 10 s).
	JoinTimeout time.Duration
	// Rate is how many messages a second a guest may send, twice as
	// many at once (default 20): one that sends more is dropped.
	Rate int
}

// The defaults of Config, and the limits a host keeps.
const (
	defaultHeartbeat   = 5 * time.Second
	defaultJoinTimeout = 10 * time.Second
	defaultRate        = 20
	maxConnections     = 256 // open at once; more are turned away
	outbox             = 64  // messages waiting for a connection; more drop it
)

// Host is a game hosted for guests.
type Host struct {
	cfg     Config
	game    *game.Game
	view    []string // each seat's kind
	cmds    chan command
	done    chan struct{} // closed when the actor stops
	filled  chan struct{} // closed once every guest's seat is taken
	over    chan struct{} // closed once the game is over
	limiter *limiter
	conns   chan struct{} // a token for each connection open
	a       actor         // touched only in Run's goroutine
}

// New is a host of the game cfg describes, not yet running: Run runs it.
func New(cfg Config) (*Host, error) {
	g := cfg.Game
	if g == nil || len(cfg.Seats) != g.Players() {
		return nil, errors.New("host: a game with a seat for each player is needed")
	}
	for i, s := range cfg.Seats {
		if !wire.IsKind(s.Kind) || s.Kind == wire.Computer && s.Computer == nil {
			return nil, fmt.Errorf("host: seat %d is of kind %q", i+1, s.Kind)
		}
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = defaultHeartbeat
	}
	if cfg.JoinTimeout <= 0 {
		cfg.JoinTimeout = defaultJoinTimeout
	}
	if cfg.Rate <= 0 {
		cfg.Rate = defaultRate
	}
	if cfg.Code == "" {
		cfg.Code = NewCode()
	}
	if len(cfg.Tokens) != g.Players() {
		cfg.Tokens = make([]string, g.Players())
		for i := range cfg.Tokens {
			cfg.Tokens[i] = newToken()
		}
	}
	if len(cfg.Joined) != g.Players() {
		cfg.Joined = make([]bool, g.Players())
	}
	h := &Host{cfg: cfg, game: g, cmds: make(chan command), done: make(chan struct{}), filled: make(chan struct{}),
		over: make(chan struct{}), limiter: newLimiter(), conns: make(chan struct{}, maxConnections)}
	for _, s := range cfg.Seats {
		h.view = append(h.view, s.Kind)
	}
	return h, nil
}

// Code is the join code a guest needs.
func (h *Host) Code() string { return h.cfg.Code }

// Tokens are the seats' tokens, for a game resumed later.
func (h *Host) Tokens() []string { return h.cfg.Tokens }

// Filled is closed once every guest's seat is taken.
func (h *Host) Filled() <-chan struct{} { return h.filled }

// Over is closed once the game is over.
func (h *Host) Over() <-chan struct{} { return h.over }

// Done is closed once the host has stopped.
func (h *Host) Done() <-chan struct{} { return h.done }

// welcome is the Welcome of seat s, with the names as they stand.
func welcome(g *game.Game, seats []Seat, s int, token string) wire.Message {
	names, kinds := make([]string, len(seats)), make([]string, len(seats))
	for i, st := range seats {
		names[i], kinds[i] = st.Name, st.Kind
	}
	w := seat.GameOf(g, names, kinds)
	return wire.Message{Type: wire.Welcome, Seat: s, Token: token, Game: &w}
}

// Names are the seats' names as they stand, guests' as they gave them.
func (h *Host) Names() []string {
	names := make([]string, len(h.cfg.Seats))
	if !h.do(context.Background(), func() {
		for i, s := range h.cfg.Seats {
			names[i] = s.Name
		}
	}) {
		return nil
	}
	return names
}
