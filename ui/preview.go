package ui

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
)

// movesShown is how many of the best moves a hint lists.
const movesShown = 20

// hint lists the best moves of the human to move in the Moves panel and
// shows the best of them on the board, which counts as the turn's hint;
// with a move of the list on show, it shows the next. The turn's first
// hint is saved at once, so that stopping the program does not take it
// back.
func (t *table) hint() {
	switch {
	case t.game.Over():
		t.showStatusAfter("There is no move to hint at.") // the status goes on: "The game is over: …"
		return
	case !t.canPlace():
		t.showStatusAfter("A hint is for a human player on their turn, with their tiles in view.")
		return
	}
	t.panel.tabs.Select(t.panel.movesTab)
	if t.panel.moves.chooseNext() { // a move of the list is on show
		t.status.SetText("Hint: " + t.status.Text)
		return
	}
	first := !t.ctrl.Hinted()
	n := t.panel.moves.ask()
	if first {
		t.app.autosave()
	}
	if n == 0 {
		t.status.SetText("No move is possible with this rack: pass.")
		return
	}
	t.panel.moves.choose(0)
	hint := "Hint: " + t.status.Text
	if t.panel.moves.plays[0].Score < 0 {
		hint += " Every move scores below zero; a pass scores 0."
	}
	t.status.SetText(hint)
}

// showPreview shows legal move play on the board as ghost tiles, over the
// squares that are free, and scrolls its first square into view. Placing
// or taking back a tile, or the next turn, clears it.
func (t *table) showPreview(play move.Play) {
	t.preview = play.Placed
	t.showPending()
	t.board.Reveal(t.preview[0].Square)
	t.status.SetText(fmt.Sprintf("%s for %s. Enter places its tiles; Ctrl+H shows the next move.", phrase.MoveName(play), phrase.Counted(play.Score, "point")))
}

// clearPreview takes the preview off the board (the caller redraws the
// squares) and out of the Moves panel.
func (t *table) clearPreview() {
	t.preview = nil
	t.panel.moves.unselect()
}

// previewOn returns the tile the previewed move lays on square sq.
func (t *table) previewOn(sq board.Square) (tile.Tile, bool) {
	for _, p := range t.preview {
		if p.Square == sq {
			return p.Tile, true
		}
	}
	return tile.Tile{}, false
}

// placeMove takes back any placed tiles and lays the tiles of legal move
// play from the rack, ready to play.
func (t *table) placeMove(play move.Play) {
	if !t.canPlace() {
		return
	}
	t.hand.recallAll()
	t.cursor = typingCursor{}
	for _, p := range play.Placed {
		if i, ok := t.hand.find(p.Tile.Notation()); ok {
			t.hand.place(i, p.Square, p.Tile.Letter)
		}
	}
	t.placed()
}
