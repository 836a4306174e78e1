package ui

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/phrase"
)

// canPlace reports whether the human to move may place tiles now.
func (t *table) canPlace() bool {
	return t.hand != nil && !t.curtain && t.ctrl.HumanToMove() && t.owner == t.game.ToMove()
}

// free reports whether a tile may be placed on square sq this turn.
func (t *table) free(sq board.Square) bool {
	if t.game.Grid().Occupied(sq) {
		return false
	}
	_, taken := t.hand.on(sq)
	return !taken
}

// placeTile puts the hand's tile i on square sq. A blank first asks for its
// letter, shown meanwhile on sq; Cancel takes it back to the rack, still
// selected.
func (t *table) placeTile(i int, sq board.Square) { t.placeTileOr(i, sq, nil) }

// placeTileOr is placeTile, which calls undo, if not nil, when a blank's
// question is cancelled, before the hand is shown again.
func (t *table) placeTileOr(i int, sq board.Square, undo func()) {
	if !t.canPlace() || !t.free(sq) {
		return
	}
	if !t.hand.tiles[i].tile.Blank {
		t.hand.place(i, sq, 0)
		t.placed()
		return
	}
	h := t.hand
	h.hold(i, sq)
	t.clearPreview() // as placing a tile does: the blank shows where it goes
	t.showHand()     // a selection kept
	t.status.SetText(fmt.Sprintf("Choose the letter the blank on %s plays.", sq))
	t.bar.update(false)
	t.app.askBlankLetter(func(letter byte) {
		h.letGo()
		if t.hand == h && t.canPlace() && t.free(sq) {
			h.place(i, sq, letter)
			t.placed()
		}
	}, func() {
		h.letGo()
		if t.hand == h {
			if undo != nil {
				undo()
			}
			t.showHand()
			t.showStatus()
		}
	})
}

// placed redraws after the placed tiles changed.
func (t *table) placed() {
	if len(t.hand.placed()) > 0 {
		t.notice = "" // said already: the player has gone on to their move
	}
	t.selected = -1
	t.clearPreview()
	t.cursorToHoles()
	t.keepCursorFree()
	t.showHand()
	t.showStatus()
}

// recallTile takes the hand's tile i back to the rack at position pos.
func (t *table) recallTile(i, pos int) {
	t.hand.moveTo(i, pos)
	t.placed()
}

// recallAll takes every placed tile back to the rack.
func (t *table) recallAll() {
	if t.hand == nil {
		return
	}
	t.hand.recallAll()
	t.cursor = typingCursor{}
	t.placed()
}

// shuffle puts the rack in a random order; not in the first moments after
// the curtain lifts, when a click on Shuffle, which has taken the place of
// the button that lifted it, is more likely that button's double click.
func (t *table) shuffle() {
	if t.hand == nil || t.curtain || time.Since(t.liftedAt) < t.app.curtainPause {
		return
	}
	t.hand.shuffle(t.rng)
	t.selected = -1
	t.showRacks()
}

// pendingMove is the move the placed tiles make, or why they make none.
func (t *table) pendingMove() (move.Move, error) {
	return referee.MoveFor(t.game.Grid(), t.hand.placed())
}

// pendingPlay is the move of the tiles placed and, unless the rules
// refuse it, how it would score.
func (t *table) pendingPlay() (move.Move, move.Play, error) {
	m, err := t.pendingMove()
	if err != nil {
		return m, move.Play{}, err
	}
	play, err := t.game.Check(m)
	return m, play, err
}

// play submits the placed tiles as a move. A refused move stays on the
// board with the reason in the status line. With no tiles placed it lays
// the tiles of the hint on show, if there is one, and otherwise, as when
// Enter is pressed twice to play, does nothing: the status line says
// already whose turn it is and how to move.
func (t *table) play() {
	if !t.canPlace() {
		return
	}
	if len(t.hand.placed()) == 0 {
		t.panel.moves.placeChosen()
		return
	}
	m, err := t.pendingMove()
	if err == nil {
		_, err = t.ctrl.Submit(m)
	}
	if err != nil {
		t.status.SetText(describeRefusal(m, err))
	}
}

// pass asks the player to confirm, then passes.
func (t *table) pass() {
	if !t.canPlace() {
		return
	}
	question := fmt.Sprintf("Pass this turn, Player %d?", t.owner+1)
	if t.game.PassEnds() {
		question += "\nThis pass ends the game, and each player then loses the value of the tiles left on their rack."
	}
	t.app.confirm("Pass", question, func() {
		if t.canPlace() {
			t.hand.recallAll()
			if _, err := t.ctrl.Submit(move.Pass); err != nil {
				t.status.SetText(describeRefusal(move.Pass, err))
			}
		}
	})
}

// showStatus says whose turn it is and what the placed tiles would do, in
// the status line and by the buttons it enables: the tiles placed are
// checked once for both.
func (t *table) showStatus() { t.showStatusAfter("") }

// showStatusAfter is showStatus with a sentence first, when not "", such
// as why a typed letter was not placed.
func (t *table) showStatusAfter(sentence string) {
	text, legal := t.statusText()
	if sentence != "" {
		text = sentence + " " + text
	}
	t.status.SetText(text)
	t.bar.update(legal)
}

// statusText is the status line's text, and whether the rules allow the
// move of the tiles placed: what the table has to say (note) first, then
// the state of the turn.
func (t *table) statusText() (string, bool) {
	text, legal := t.turnText()
	return t.notice + text, legal
}

// turnText is the state of the turn in a sentence: whose turn it is, or
// the move of the tiles placed and whether the rules allow it.
func (t *table) turnText() (string, bool) {
	g := t.game
	p := g.ToMove() + 1
	switch {
	case g.Over():
		return "The game is over: " + phrase.Result(g.Outcome()), false
	case t.hand == nil && t.ctrl.Failed():
		return fmt.Sprintf("Player %d (computer) could not move: press Enter to have it try again.", p), false
	case t.hand == nil && t.ctrl.Paused() && !t.ctrl.Waiting():
		return fmt.Sprintf("Pausing: Player %d (computer) finishes its move first.", p), false
	case t.hand == nil && t.ctrl.Paused():
		return "Paused: Resume goes on with the game.", false
	case t.hand == nil:
		return fmt.Sprintf("Player %d (computer) is thinking…", p), false
	case t.curtain:
		return fmt.Sprintf("Player %d's turn: press \"Show Player %d's tiles\" or Enter when only Player %d is looking.", p, p, p), false
	case len(t.hand.placed()) == 0:
		return fmt.Sprintf("Player %d to move: drag tiles onto the board, or click a square and type.", p), false
	}
	m, play, err := t.pendingPlay()
	if err != nil {
		return describeRefusal(m, err), false
	}
	bonus := ""
	if play.Bingo {
		bonus = fmt.Sprintf(" (with the %d-point bonus)", g.Rules().BingoBonus)
	}
	return fmt.Sprintf("%s  ·  %s  ·  %s%s. Press Enter or Play.", strings.ToUpper(play.Word.Text), m, phrase.Counted(play.Score, "point"), bonus), true
}

// describeRefusal puts a refused move and its reason in plain words.
func describeRefusal(m move.Move, err error) string {
	var r *referee.Refusal
	if errors.As(err, &r) && r.Reason >= referee.NoTiles {
		return r.Error()
	}
	if m.Word == "" {
		return err.Error()
	}
	return m.String() + ": " + err.Error()
}

// focusBoard gives the board the keyboard, so that Tab turns the typing
// cursor rather than moving the focus on.
func (t *table) focusBoard() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(t.board); c != nil {
		c.Focus(t.board)
	}
}

// squareTapped places the selected tile on an empty square, takes a placed
// tile back to its place on the rack, or puts the typing cursor on the
// square.
func (t *table) SquareTapped(sq board.Square) {
	if !t.canPlace() {
		return
	}
	t.focusBoard()
	if i, ok := t.hand.on(sq); ok {
		t.hand.recall(i)
		t.placed()
		return
	}
	if tile, ok := t.game.Grid().At(sq); ok {
		t.occupied = occupiedNote(sq, tile)
		t.note(t.occupied)
		return
	}
	t.unnote(t.occupied) // said of a square tapped before, not this one
	t.occupied = ""
	if t.selected >= 0 && t.free(sq) {
		t.placeTile(t.selected, sq)
		return
	}
	if t.free(sq) {
		t.cursor.tap(sq, t.typingDir(sq))
		t.showPending()
	}
}

// occupiedNote says that square sq holds tile already.
func occupiedNote(sq board.Square, tile tile.Tile) string {
	what := string(tile.Letter)
	if tile.Blank {
		what = "a blank played as " + string(tile.Notation())
	}
	return fmt.Sprintf("%s holds %s already: tap an empty square to place a tile or type there.", sq, what)
}

// tileTapped selects a rack tile, or drops the selection.
func (t *table) TileTapped(i int) {
	if !t.canPlace() {
		return
	}
	if t.selected == i {
		t.selected = -1
	} else {
		t.selected = i
	}
	t.showRacks()
}

// tileDragged moves a rack tile with the pointer.
func (t *table) TileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent) {
	// A drag a key ended may go on from the view of a hand since replaced.
	if t.canPlace() && i < len(t.hand.tiles) {
		t.drag.Follow(src, t.hand.tiles[i].tile, ev)
		t.aimDrag(i)
	}
}

// tileDragEnd drops a rack tile on a square or elsewhere on the rack.
func (t *table) TileDragEnd(i int) {
	if at, ok := t.drag.End(); ok {
		t.drop(i, at)
	}
}

// swap puts the hand's tile i on the square of placed tile j, and j where
// i was: on i's square, or on the rack in i's place. A blank from the rack
// whose question is cancelled leaves both as they were.
func (t *table) swap(i, j int) {
	h := t.hand
	ti, tj := h.tiles[i], h.tiles[j]
	if ti.placed {
		h.place(i, tj.at, ti.tile.Letter)
		h.place(j, ti.at, tj.tile.Letter)
		t.placed()
		return
	}
	// The hand's order is the rack's: j takes i's place in it, off the
	// board, and i goes on j's square.
	h.tiles[i], h.tiles[j] = tj, ti
	h.recall(i)
	t.placeTileOr(j, tj.at, func() { h.tiles[i], h.tiles[j] = ti, tj })
}

// squareDragged moves a tile placed this turn with the pointer.
func (t *table) SquareDragged(sq board.Square, ev *fyne.DragEvent) {
	if !t.canPlace() {
		return
	}
	if i, ok := t.hand.on(sq); ok {
		t.drag.Follow(t.board.Square(sq), t.hand.tiles[i].tile, ev)
		t.aimDrag(i)
	}
}

// squareDragEnd drops a tile taken from a square.
func (t *table) SquareDragEnd(sq board.Square) {
	if at, ok := t.drag.End(); ok && t.canPlace() {
		if i, ok := t.hand.on(sq); ok {
			t.drop(i, at)
		}
	}
}

// dropSquare is the square of the board in view at absolute position at,
// if there is one.
func (t *table) dropSquare(at fyne.Position) (board.Square, bool) {
	if _, ok := boardview.Within(t.scroll, at); !ok {
		return board.Square{}, false
	}
	rel, _ := boardview.Within(t.board, at)
	return t.board.SquareAt(rel)
}

// aimDrag outlines the square the hand's tile i, being dragged, would go
// to if let go now: a free square, or one holding another tile placed this
// turn, which it would change places with.
func (t *table) aimDrag(i int) {
	if !t.drag.Dragging() {
		return
	}
	var target boardview.Aimer // nil, not a nil *boardview.Square, for none
	if sq, ok := t.dropSquare(t.drag.At()); ok {
		if j, mine := t.hand.on(sq); t.free(sq) || mine && j != i {
			target = t.board.Square(sq)
		}
	}
	t.drag.AimAt(target)
}

// drop puts the hand's tile i where the pointer let go of it: on a free
// square of the visible board, or on the rack at that place. On a tile
// placed this turn it changes places with it (swap). Anywhere else the
// tile stays where it was.
func (t *table) drop(i int, at fyne.Position) {
	if !t.canPlace() {
		return
	}
	if rel, ok := boardview.Within(t.rack, at); ok {
		t.recallTile(i, t.rack.slotAt(rel.X, i))
		return
	}
	sq, ok := t.dropSquare(at)
	switch {
	case !ok:
	case !t.free(sq):
		if j, mine := t.hand.on(sq); mine && j != i {
			t.swap(i, j)
		}
	case t.hand.tiles[i].placed: // moved on the board: a blank keeps its letter
		t.hand.place(i, sq, t.hand.tiles[i].tile.Letter)
		t.placed()
	default:
		t.placeTile(i, sq)
	}
}
