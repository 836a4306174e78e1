package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/uitest"
)

// trackerCounts reads the tracker's cells: "E  9" as 9 for E, "?  2" for
// the blanks.
func trackerCounts(t *testing.T, p *trackerPanel) tile.Counts {
	t.Helper()
	var c tile.Counts
	for i, cell := range p.cells {
		var letter string
		var n int
		if _, err := fmt.Sscanf(cell.Text, "%s %d", &letter, &n); err != nil {
			t.Fatalf("cell %d reads %q: %v", i, cell.Text, err)
		}
		want := "?"
		if i != tile.BlankIndex {
			want = string(rune('A' + i))
		}
		if letter != want {
			t.Fatalf("cell %d is for %q, want %q", i, letter, want)
		}
		if (n == 0) != (cell.Importance == widget.LowImportance) {
			t.Errorf("cell %q is drawn with importance %v", cell.Text, cell.Importance)
		}
		c[i] = n
	}
	return c
}

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
			tb.panel.tabs.SelectIndex(2)
			h.settle()
			g, p := tb.game, tb.panel.tracker
			full := tile.Count(tile.NewBag(g.Rules().TileSet, 1).Tiles())
			p1, p2 := uitest.Racks(t, 1)
			want := minus(full, p1)
			if open {
				want = minus(want, p2)
			}
			if got := trackerCounts(t, p); got != want {
				t.Errorf("at the start the tracker counts %v, want %v", got, want)
			}
			total := 0
			for _, n := range want {
				total += n
			}
			if !strings.Contains(p.caption.Text, fmt.Sprintf("Player 1 cannot see: %d", total)) || !p.grid.Visible() {
				t.Errorf("the caption says %q", p.caption.Text)
			}
			// In a tall window the rows stay together at the top.
			h.win.Resize(fyne.NewSize(1280, 1400))
			h.settle()
			if got, want := p.grid.Size().Height, p.grid.MinSize().Height; got != want {
				t.Errorf("in a tall window the counts are %v high, want %v", got, want)
			}

			// After a move of each player, it counts again for the human.
			h.placeByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
			h.key(fyne.KeyReturn)
			h.runUntil("the computer moves", func() bool { return len(g.History()) == 2 })
			want = minus(full, boardTiles(g), g.Player(0).Rack)
			if open {
				want = minus(want, g.Player(1).Rack)
			}
			if got := trackerCounts(t, p); got != want {
				t.Errorf("after two moves the tracker counts %v, want %v", got, want)
			}
		})
	}
}

func TestTrackerHiddenBehindTheCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	p := tb.panel.tracker
	if p.grid.Visible() || !strings.Contains(p.caption.Text, "on your turn") {
		t.Errorf("behind the curtain the tracker shows %q, grid %v", p.caption.Text, p.grid.Visible())
	}
	h.tap(tb.bar.reveal)
	if !p.grid.Visible() || !strings.Contains(p.caption.Text, "Player 1 cannot see: 93, 86 in the bag, 7 on the other rack") {
		t.Errorf("with the rack shown the tracker says %q, grid %v", p.caption.Text, p.grid.Visible())
	}
}

// Once a closed game between humans is over, the tracker no longer waits
// for a turn that will not come.
func TestTrackerAtTheEndOfAClosedGame(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	for !tb.game.Over() {
		if tb.curtain {
			h.tap(tb.bar.reveal)
		}
		h.passAndConfirm()
	}
	if p := tb.panel.tracker; !strings.HasPrefix(p.caption.Text, "The game is over") {
		t.Errorf("after the game the tracker says %q", p.caption.Text)
	}
}
