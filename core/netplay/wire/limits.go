package wire

import (
	"errors"
	"fmt"
)

// The most players a game seats, and the most tiles, turns and squares a
// Table may hold.
const (
	MaxPlayers = 4
	maxTiles   = 1 << 12
	maxTurns   = 1 << 12
	maxBoard   = 32 << 10
)

// check checks that a Game seats two to four players, each with a kind,
// and that its fields are within their limits.
func (g *Game) check() error {
	n := len(g.Names)
	switch {
	case n < 2 || n > MaxPlayers || len(g.Kinds) != n:
		return fmt.Errorf("a game of %d names and %d kinds of seat", n, len(g.Kinds))
	case len(g.Board) > maxBoard || len(g.Rules) > MaxName || len(g.Name) > MaxText:
		return errors.New("a game's rules or board over its limit")
	}
	for i := range n {
		if len(g.Names[i]) > MaxName {
			return fmt.Errorf("a name of %d bytes, over the limit of %d", len(g.Names[i]), MaxName)
		}
		if k := g.Kinds[i]; !IsKind(k) {
			return fmt.Errorf("a seat of unknown kind %q", Excerpt(k))
		}
	}
	return nil
}

// check checks that every index a Table holds names one of its seats, and
// that its lists are within their limits, so that a guest can trust it.
func (t *Table) check() error {
	n := len(t.Players)
	switch {
	case n < 2 || n > MaxPlayers:
		return fmt.Errorf("a table of %d players", n)
	case t.Seat < -1 || t.Seat >= n || t.ToMove < 0 || t.ToMove >= n:
		return fmt.Errorf("seat %d, or seat %d to move, of %d", t.Seat, t.ToMove, n)
	case len(t.Tiles) > maxTiles || len(t.Log) > maxTurns || len(t.Draws) > MaxPlayers*maxTiles:
		return errors.New("a table over its limits")
	case t.Bag < 0 || t.Turns < 0 || t.Waiting < 0 || t.Waiting > n:
		return errors.New("a table with a bag or turns below 0")
	}
	for i, p := range t.Players {
		if len(p.Rack) > maxTiles || p.Tiles < 0 || len(p.Name) > MaxName {
			return errors.New("a rack or a name over its limits")
		}
		if len(p.Rack) == 0 { // "rack":[] is no rack, as the encoder writes it
			t.Players[i].Rack = nil
		}
	}
	if len(t.Draws) == 0 {
		t.Draws = nil
	}
	for _, l := range t.Log {
		if l.Player < 0 || l.Player >= n || len(l.Move) > MaxText {
			return fmt.Errorf("a turn of seat %d of %d", l.Player, n)
		}
		if l.Kind != Play && l.Kind != Exchange && l.Kind != Pass {
			return fmt.Errorf("a turn of unknown kind %q", Excerpt(l.Kind))
		}
	}
	if r := t.Result; r != nil {
		if len(r.Finals) != n || len(r.Bonuses) != n || len(r.Deductions) != n || r.Winner < -1 || r.Winner >= n {
			return errors.New("a result that does not fit the table")
		}
	}
	return nil
}
