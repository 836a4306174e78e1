package play

import (
	"fmt"
	"slices"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
)

// hints is the hint on show: a move of the Moves panel previewed on the
// board as ghost tiles.
type hints struct {
	t       *Table
	preview []board.Placed // the tiles of the move on show
}

// hint lists the best moves of the human to move in the Moves panel and
// shows the best of them on the board, which counts as the turn's hint;
// with a move of the list on show, it shows the next. The turn's first
// hint is saved at once, so that stopping the program does not take it
// back. The moves are looked for beside the window: the status line says
// so meanwhile, and the best is shown once they are found, if the player
// has not laid or taken back a tile since.
func (h *hints) hint() {
	t := h.t
	switch {
	case t.game.Over():
		t.status.showAfter("There is no move to hint at.") // the status goes on: "The game is over: …"
		return
	case !t.CanPlace():
		t.status.showAfter("A hint is for a human player on their turn, with their tiles in view.")
		return
	}
	t.panel.ShowMoves()
	if t.panel.NextHint() { // a move of the list is on show
		t.status.set("Hint: " + t.status.label.Text)
		return
	}
	first, m, placed := !t.ctrl.Hinted(), t.turn, slices.Clone(t.turn.Placed())
	t.panel.AskHints(func(plays []move.Play) {
		if t.turn == m && t.CanPlace() && slices.Equal(m.Placed(), placed) {
			h.showBest(plays)
		}
	})
	if first {
		t.host.Changed()
	}
	if t.panel.Moves().Searching() {
		t.status.set("Hint: looking for the best moves…")
	}
}

// showBest shows the best of the moves found, plays, on the board, or
// says that there is none.
func (h *hints) showBest(plays []move.Play) {
	t := h.t
	if len(plays) == 0 {
		t.status.set("No move is possible with this rack: pass.")
		return
	}
	t.panel.ChooseHint(0)
	hint := "Hint: " + t.status.label.Text
	if plays[0].Score < 0 {
		hint += " Every move scores below zero; a pass scores 0."
	}
	t.status.set(hint)
}

// show shows legal move play on the board as ghost tiles, over the
// squares that are free, and scrolls its first square into view. Placing
// or taking back a tile, or the next turn, clears it.
func (h *hints) show(play move.Play) {
	t := h.t
	h.preview = play.Placed
	t.showPending()
	t.board.Reveal(h.preview[0].Square)
	name := phrase.MoveName(t.notation(), play)
	if cross := phrase.CrossWords(play); cross != "" {
		name += ", also forming " + cross + ","
	}
	t.status.set(fmt.Sprintf("%s for %s. Enter places its tiles; Ctrl+H shows the next move.", name, phrase.Counted(play.Score, "point")))
}

// clear takes the preview off the board (the caller redraws the squares)
// and out of the Moves panel.
func (h *hints) clear() {
	h.preview = nil
	h.t.panel.Unchoose()
}

// on returns the tile the previewed move lays on square sq.
func (h *hints) on(sq board.Square) (tile.Tile, bool) {
	for _, p := range h.preview {
		if p.Square == sq {
			return p.Tile, true
		}
	}
	return tile.Tile{}, false
}

// lay takes back any placed tiles and lays the tiles of legal move play
// from the rack, ready to play.
func (h *hints) lay(play move.Play) {
	if !h.t.CanPlace() {
		return
	}
	h.t.turn.Lay(play.Placed)
	h.t.gestures.Placed()
}
