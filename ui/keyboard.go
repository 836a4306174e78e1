package ui

import (
	"fmt"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/phrase"
)

// typingCursor is where typed letters go: a square and a direction, shown
// on the board as an arrow.
type typingCursor struct {
	on     bool
	sq     board.Square
	dir    board.Direction
	turned bool           // the player turned it: the arrow keys keep its way
	typ    []board.Square // the squares filled by typing, in order, for Backspace
	over   []byte         // the letters typed since it ran off the board, refused; a rack's worth and one
}

// moveTo moves the cursor to square sq, keeping its way.
func (c *typingCursor) moveTo(sq board.Square) { c.sq, c.over = sq, c.over[:0] }

// tap puts the cursor on square sq, going in direction dir, or turns it
// when it is already there.
func (c *typingCursor) tap(sq board.Square, dir board.Direction) {
	if c.on && c.sq == sq {
		c.turn()
		return
	}
	*c = typingCursor{on: true, sq: sq, dir: dir}
}

// turn turns the cursor between right and down, as the player asks.
func (c *typingCursor) turn() { c.dir, c.turned = c.dir.Across(), true }

// typingDir is the way typing goes from square sq, put there by a click:
// down when the tiles placed this turn stand in sq's column, or, with none
// placed, when a tile stands above sq and none to its left, or below sq
// and none beside it, or when the board leaves no free square to sq's
// right and one below it; across otherwise.
func (t *table) typingDir(sq board.Square) board.Direction {
	if placed := t.hand.placed(); len(placed) > 0 {
		for _, p := range placed {
			if p.Square.Col != sq.Col {
				return board.Right
			}
		}
		return board.Down
	}
	b := t.game.Board()
	taken := func(s board.Square) bool { return b.Contains(s) && !t.free(s) }
	above, below := taken(sq.Prev(board.Down)), taken(sq.Next(board.Down))
	left, right := taken(sq.Prev(board.Right)), taken(sq.Next(board.Right))
	if above && !left || below && !left && !right {
		return board.Down
	}
	if !b.Contains(t.freeAlong(sq, board.Right, false)) && b.Contains(t.freeAlong(sq, board.Down, false)) {
		return board.Down
	}
	return board.Right
}

// mark is the arrow to draw on square sq: "→", "↓" or none.
func (c *typingCursor) mark(sq board.Square) string {
	switch {
	case !c.on || c.sq != sq:
		return ""
	case c.dir == board.Right:
		return "→"
	default:
		return "↓"
	}
}

// workSquare is the square the player is working on: the typing arrow's,
// or else that of the tile placed last.
func (t *table) workSquare() (board.Square, bool) {
	if t.cursor.on && t.game.Board().Contains(t.cursor.sq) {
		return t.cursor.sq, true
	}
	if t.hand != nil {
		if i, ok := t.hand.last(); ok {
			return t.hand.tiles[i].at, true
		}
	}
	return board.Square{}, false
}

// typeRune places the tile for a typed letter at the cursor and moves the
// cursor on. An upper- or lower-case letter takes that letter's tile; when
// the rack has none, a blank plays it.
// A letter that cannot be placed says why in the status line.
func (t *table) TypeRune(r rune) {
	t.drag.Cancel() // the tile dragged may be the one the letter places
	c, letter := phrase.Letter(r)
	if !t.canPlace() || !letter {
		return
	}
	switch {
	case !t.cursor.on || t.game.Board().Contains(t.cursor.sq) && !t.free(t.cursor.sq):
		t.showStatusAfter("Click a free square to type there, or use the arrow keys.")
		return
	case !t.game.Board().Contains(t.cursor.sq):
		t.refuseOverEdge(c)
		return
	}
	i, ok := t.hand.find(c)
	if !ok {
		if i, ok = t.hand.find(c + ('a' - 'A')); !ok {
			t.showStatusAfter(fmt.Sprintf("Your rack has no %c, and no blank to play it.", c))
			return
		}
	}
	t.hand.place(i, t.cursor.sq, c)
	t.cursor.typ = append(t.cursor.typ, t.cursor.sq)
	t.placed() // moves the cursor on past the tile
}

// refuseOverEdge says that letter c, typed with the cursor past the
// board's edge, has no room, naming with it the letters refused before it
// since the cursor ran off, up to a rack's worth.
func (t *table) refuseOverEdge(c byte) {
	most := t.game.Rules().RackSize
	if len(t.cursor.over) <= most {
		t.cursor.over = append(t.cursor.over, c)
	}
	refused := string(t.cursor.over)
	if len(refused) > most {
		refused = refused[:most] + "…"
	}
	t.showStatusAfter(fmt.Sprintf("No room for %s: the board ends there.", refused))
}

// advanceCursor moves the cursor to the next free square in its direction,
// or off the board when there is none.
func (t *table) advanceCursor() {
	t.cursor.moveTo(t.freeAlong(t.cursor.sq, t.cursor.dir, false))
}

// cursorToHoles takes the cursor back to a square typed on whose tile has
// been taken off since, by a tap or a drag, when that square lies behind
// it on its line, so that the next letter fills the hole rather than
// leaving a gap; Backspace forgets such squares.
func (t *table) cursorToHoles() {
	c := &t.cursor
	kept := c.typ[:0]
	for _, sq := range c.typ {
		switch {
		case !t.free(sq):
			kept = append(kept, sq)
		case c.on && c.behind(sq):
			c.moveTo(sq)
		}
	}
	c.typ = kept
}

// behind reports whether square sq lies on the cursor's line, before it.
func (c *typingCursor) behind(sq board.Square) bool {
	if c.dir == board.Right {
		return sq.Row == c.sq.Row && sq.Col < c.sq.Col
	}
	return sq.Col == c.sq.Col && sq.Row < c.sq.Row
}

// keepCursorFree moves the cursor on when a tile has been laid on its
// square, dragged or tapped there, so that typing goes on after it.
func (t *table) keepCursorFree() {
	if c := &t.cursor; c.on && t.game.Board().Contains(c.sq) && !t.free(c.sq) {
		t.advanceCursor()
	}
}

// freeAlong is the first free square after sq along direction d, or back
// along it, or the first square off the board when there is none.
func (t *table) freeAlong(sq board.Square, d board.Direction, back bool) board.Square {
	for {
		if back {
			sq = sq.Prev(d)
		} else {
			sq = sq.Next(d)
		}
		if !t.game.Board().Contains(sq) || t.free(sq) {
			return sq
		}
	}
}

// backspace takes back the tile placed last, however it was placed; a
// typed one takes the cursor back to its square.
func (t *table) backspace() {
	if t.hand == nil {
		return
	}
	i, ok := t.hand.last()
	if !ok {
		return
	}
	sq := t.hand.tiles[i].at
	if n := len(t.cursor.typ); n > 0 && t.cursor.typ[n-1] == sq {
		t.cursor.typ = t.cursor.typ[:n-1]
		t.cursor.moveTo(sq)
	}
	t.hand.recall(i)
	t.placed()
}

// arrows are the arrow keys, each with the direction it moves the typing
// cursor along and whether it moves back along it.
var arrows = map[fyne.KeyName]struct {
	dir  board.Direction
	back bool
}{
	fyne.KeyRight: {board.Right, false}, fyne.KeyLeft: {board.Right, true},
	fyne.KeyDown: {board.Down, false}, fyne.KeyUp: {board.Down, true},
}

// moveCursor moves the typing cursor to the next free square along d, or
// back along it, where it points the way a click there would
// (typingDir), or keeps its way if the player turned it; it stays put at
// the board's edge. With no cursor yet, the cursor appears on the start
// square, or when a tile lies there on the first free square that way,
// pointing along d.
func (t *table) moveCursor(d board.Direction, back bool) {
	if !t.canPlace() {
		return
	}
	b := t.game.Board()
	switch start := b.Start(); {
	case !t.cursor.on && t.free(start):
		t.cursor = typingCursor{on: true, sq: start, dir: d}
	case !t.cursor.on:
		if sq := t.freeAlong(start, d, back); b.Contains(sq) {
			t.cursor = typingCursor{on: true, sq: sq, dir: d}
		}
	default:
		from := t.cursor.sq
		if !b.Contains(from) { // typing ran off the edge: go on from the last square
			from = from.Prev(t.cursor.dir)
		}
		if sq := t.freeAlong(from, d, back); b.Contains(sq) {
			t.cursor.moveTo(sq)
			if !t.cursor.turned {
				t.cursor.dir = t.typingDir(sq)
			}
		}
	}
	if !t.cursor.on {
		return
	}
	t.focusBoard()
	t.board.Reveal(t.cursor.sq)
	t.showPending()
}

// typedKey handles the keys of the board: Enter plays, or behind the
// curtain shows the rack, or has a computer that failed try again; Escape
// recalls every tile, Backspace takes back a typed tile, Tab turns the
// cursor, the arrow keys move it; F1 shows How to Play.
func (t *table) TypedKey(ev *fyne.KeyEvent) {
	if t.app.helpKey(ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape, fyne.KeyBackspace:
		t.drag.Cancel() // the tile dragged may be played or taken back
	}
	if a, ok := arrows[ev.Name]; ok {
		t.moveCursor(a.dir, a.back)
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		switch {
		case t.hand != nil && t.curtain:
			t.lift()
		case t.hand == nil && t.ctrl.Failed():
			t.retry()
		default:
			t.play()
		}
	case fyne.KeyEscape:
		t.recallAll()
	case fyne.KeyBackspace:
		t.backspace()
	case fyne.KeyTab:
		if t.cursor.on {
			t.cursor.turn()
			t.showPending()
		}
	}
}
