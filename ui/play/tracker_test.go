package play

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"scraebbkle/core/game"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/screentest"
	"scraebbkle/ui/internal/uitest"
)

// minus takes the tiles away from the counts.
func minus(c tile.Counts, tiles ...[]tile.Tile) tile.Counts {
	for _, ts := range tiles {
		for i, n := range tile.Count(ts) {
			c[i] -= n
		}
	}
	return c
}

// boardTiles is every tile played in the game.
func boardTiles(g *game.Game) []tile.Tile {
	var tiles []tile.Tile
	for _, turn := range g.History() {
		for _, p := range turn.Play.Placed {
			tiles = append(tiles, p.Tile)
		}
	}
	return tiles
}

func TestTrackerCountsUnseenTiles(t *testing.T) {
	for _, open := range []bool{false, true} {
		t.Run(fmt.Sprint("open ", open), func(t *testing.T) {
			h := newHarness(t)
			tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}, Open: open})
			tb.panel.Tabs().SelectIndex(2)
			h.Settle()
			g, p := tb.game, tb.panel.Tracker()
			full := tile.Count(tile.NewBag(g.Rules().TileSet, 1).Tiles())
			p1, p2 := uitest.Racks(t, 1)
			want := minus(full, p1)
			if open {
				want = minus(want, p2)
			}
			if got := screentest.TrackerCounts(t, p); got != want {
				t.Errorf("at the start the tracker counts %v, want %v", got, want)
			}
			total := 0
			for _, n := range want {
				total += n
			}
			if !strings.Contains(p.Caption().Text, fmt.Sprintf("Player 1 cannot see: %d", total)) || !p.Grid().Visible() {
				t.Errorf("the caption says %q", p.Caption().Text)
			}
			// In a tall window the rows stay together at the top.
			h.win.Resize(fyne.NewSize(1280, 1400))
			h.Settle()
			if got, want := p.Grid().Size().Height, p.Grid().MinSize().Height; got != want {
				t.Errorf("in a tall window the counts are %v high, want %v", got, want)
			}

			// After a move of each player, it counts again for the human.
			h.PlaceByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
			h.Key(fyne.KeyReturn)
			h.RunUntil("the computer moves", func() bool { return len(g.History()) == 2 })
			want = minus(full, boardTiles(g), g.Player(0).Rack)
			if open {
				want = minus(want, g.Player(1).Rack)
			}
			if got := screentest.TrackerCounts(t, p); got != want {
				t.Errorf("after two moves the tracker counts %v, want %v", got, want)
			}
		})
	}
}

func TestTrackerHiddenBehindTheCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	p := tb.panel.Tracker()
	if p.Grid().Visible() || !strings.Contains(p.Caption().Text, "on your turn") {
		t.Errorf("behind the curtain the tracker shows %q, grid %v", p.Caption().Text, p.Grid().Visible())
	}
	h.Tap(tb.bar.reveal)
	if !p.Grid().Visible() || !strings.Contains(p.Caption().Text, "Player 1 cannot see: 93, 86 in the bag, 7 on the other rack") {
		t.Errorf("with the rack shown the tracker says %q, grid %v", p.Caption().Text, p.Grid().Visible())
	}
}

// Once a closed game between humans is over, the tracker no longer waits
// for a turn that will not come.
func TestTrackerAtTheEndOfAClosedGame(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	for !tb.game.Over() {
		if tb.curtain.down {
			h.Tap(tb.bar.reveal)
		}
		h.PassAndConfirm()
	}
	if p := tb.panel.Tracker(); !strings.HasPrefix(p.Caption().Text, "The game is over") {
		t.Errorf("after the game the tracker says %q", p.Caption().Text)
	}
}
