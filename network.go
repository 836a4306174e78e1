package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/netplay/discover"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
	"scraebbkle/internal/fileio"
	"scraebbkle/resources"
)

// runHost hosts the console game cfg at -host's address: its seats are
// kept beside the save (FILE.seats) by out, so that -resume can host it
// again and its guests come back; it is announced on the home network.
func runHost(cfg console.Config, opts options, out *outputs, stdin io.Reader, stdout, stderr io.Writer) error {
	var seats *console.Seats
	if path := seatsRead(opts); path != "" {
		s, err := readSeats(path, cfg.Resume.Players())
		if err != nil {
			return err
		}
		seats = &s
	}
	l, err := net.Listen("tcp", opts.host)
	if err != nil {
		return fmt.Errorf("cannot host at %s: %w", opts.host, err)
	}
	hc := console.HostConfig{Listener: l, Seats: seats, KeepSeats: out.keepSeats}
	hc.Announce = func() func() { return announce(cfg.Referee.Rules, l, stderr) }
	return console.Host(context.Background(), cfg, hc, stdin, stdout)
}

// seatsWritten is the file a hosted game's seats are kept in: the save
// file's name with ".seats" after it; "" when the game is not hosted or
// not saved.
func seatsWritten(opts options) string {
	if path := cmp.Or(opts.save, opts.resume); path != "" && opts.host != "" {
		return path + ".seats"
	}
	return ""
}

// seatsRead is the file the seats of a hosted game resumed are read from:
// the resumed file's name with ".seats" after it; "" when no hosted game
// is resumed.
func seatsRead(opts options) string {
	if opts.resume != "" && opts.host != "" {
		return opts.resume + ".seats"
	}
	return ""
}

// readSeats reads the seats kept of a hosted game of players players.
func readSeats(path string, players int) (console.Seats, error) {
	var s console.Seats
	data, err := fileio.ReadFile(path, 1<<16)
	if err != nil {
		return s, fmt.Errorf("cannot host the game resumed again: its seats, %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &s); err != nil || len(s.Kinds) != len(s.Tokens) {
		return s, fmt.Errorf("cannot host the game resumed again: %s does not hold its seats", path)
	}
	if len(s.Kinds) != players {
		return s, fmt.Errorf("cannot host the game resumed again: %s holds %d seats, and the game has %d players", path, len(s.Kinds), players)
	}
	for i, k := range s.Kinds {
		if !wire.IsKind(k) {
			return s, fmt.Errorf("cannot host the game resumed again: in %s, seat %d is of kind %q, not %s, %s or %s", path, i+1, k, wire.Human, wire.Computer, wire.Remote)
		}
	}
	return s, nil
}

// announce announces the hosted game on the home network; where it
// cannot, it says so on stderr, and players type the address.
func announce(r *rules.Set, l net.Listener, stderr io.Writer) func() {
	stop, err := discover.AnnounceGame(r.Name, r.ID, l)
	if err != nil {
		fmt.Fprintf(stderr, "scraebbkle: the game is not announced on the network (%v): players type the address\n", err)
		return func() {}
	}
	return stop
}

// runJoin joins the console game hosted at -join's address with -code,
// and plays its seat, at the keyboard or with -ai's computer.
func runJoin(opts options, stdin io.Reader, stdout, stderr io.Writer) int {
	lex := lexicon.New(resources.WordList)
	if opts.words != "" {
		var err error
		if lex, err = lexicon.Load(opts.words); err != nil {
			fmt.Fprintln(stderr, "scraebbkle:", err)
			return exitUsage
		}
	}
	tokenFile, lock := tokenSlot(opts.join, opts.code)
	defer lock.Unlock()
	jc := console.JoinConfig{Options: guest.Options{Addr: opts.join, Code: opts.code, Name: opts.name, Token: readToken(tokenFile)}}
	jc.KeepToken = func(token string) { keepToken(tokenFile, token) }
	if opts.aiSet {
		jc.Computer = func(r *rules.Set) computer.Strategy { return computer.New(r, lex, opts.ai, opts.seed) }
	}
	err := console.Join(context.Background(), jc, stdin, stdout)
	switch {
	case err == nil:
		return exitOK
	case !errors.Is(err, console.ErrEndOfInput):
		fmt.Fprintln(stderr, "scraebbkle:", err)
	}
	return exitFailure
}

// tokenSlot is the file where the token of the seat joined at addr with
// code is kept, so that running the same command again, after this copy
// stopped however it stopped, comes back to the seat; and the lock that
// keeps another copy joining the same game on this machine from taking
// it. Files are in the user's cache folder; "" when there is none.
func tokenSlot(addr, code string) (string, *fileio.FileLock) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", nil
	}
	dir = filepath.Join(dir, "scraebbkle", "seats")
	if os.MkdirAll(dir, 0o700) != nil {
		return "", nil
	}
	base := filepath.Join(dir, strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '.' {
			return r
		}
		return '_'
	}, addr+"-"+code))
	for i := 1; i <= wire.MaxPlayers; i++ {
		slot := fmt.Sprintf("%s-%d", base, i)
		if lock, err := fileio.LockFile(slot + ".lock"); err == nil {
			return slot + ".token", lock
		}
	}
	return "", nil
}

// readToken is the token kept in path, or "".
func readToken(path string) string {
	if path == "" {
		return ""
	}
	data, err := fileio.ReadFile(path, wire.MaxCode)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

// keepToken keeps a seat's token in path, where it can.
func keepToken(path, token string) {
	if path == "" {
		return
	}
	fileio.WriteAtomic(path, []byte(token+"\n"))
}
