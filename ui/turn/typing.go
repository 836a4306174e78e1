package turn

import (
	"fmt"

	"scraebbkle/core/board"
)

// PointAt puts the typing cursor on square sq, if it is free, pointing the
// way typing from there would go (or turns it, when it is there already),
// and reports whether it did.
func (m *Model) PointAt(sq board.Square) bool {
	if !m.Free(sq) {
		return false
	}
	m.cursor.tap(sq, m.typingDir(sq))
	return true
}

// TurnCursor turns the cursor between right and down, and reports whether
// there is a cursor to turn.
func (m *Model) TurnCursor() bool {
	if m.cursor.on {
		m.cursor.turn()
	}
	return m.cursor.on
}

// Arrow is the arrow to draw on square sq: "→", "↓" or none.
func (m *Model) Arrow(sq board.Square) string { return m.cursor.mark(sq) }

// typingDir is the way typing goes from square sq, put there by a click:
// down when the tiles placed this turn stand in sq's column, or, with none
// placed, when a tile stands above sq and none to its left, or below sq
// and none beside it, or when the board leaves no free square to sq's
// right and one below it; across otherwise.
func (m *Model) typingDir(sq board.Square) board.Direction {
	if placed := m.hand.Placed(); len(placed) > 0 {
		for _, p := range placed {
			if p.Square.Col != sq.Col {
				return board.Right
			}
		}
		return board.Down
	}
	b := m.game.Board()
	taken := func(s board.Square) bool { return b.Contains(s) && !m.Free(s) }
	above, below := taken(sq.Prev(board.Down)), taken(sq.Next(board.Down))
	left, right := taken(sq.Prev(board.Right)), taken(sq.Next(board.Right))
	if above && !left || below && !left && !right {
		return board.Down
	}
	if !b.Contains(m.freeAlong(sq, board.Right, false)) && b.Contains(m.freeAlong(sq, board.Down, false)) {
		return board.Down
	}
	return board.Right
}

// WorkSquare is the square the player is working on: the typing arrow's,
// or else that of the tile placed last.
func (m *Model) WorkSquare() (board.Square, bool) {
	if m.cursor.on && m.game.Board().Contains(m.cursor.sq) {
		return m.cursor.sq, true
	}
	if i, ok := m.hand.Last(); ok {
		return m.hand.At(i), true
	}
	return board.Square{}, false
}

// Type places the tile for letter c, typed in upper case, at the cursor
// and moves the cursor on: the tile of that letter, or when the rack has
// none, a blank that plays it. It returns why the letter was not placed,
// or "" when it was.
func (m *Model) Type(c byte) string {
	b, cur := m.game.Board(), &m.cursor
	switch {
	case !cur.on || b.Contains(cur.sq) && !m.Free(cur.sq):
		return "Click a free square to type there, or use the arrow keys."
	case !b.Contains(cur.sq):
		return m.refuseOverEdge(c)
	}
	i, ok := m.hand.Find(c)
	if !ok {
		if i, ok = m.hand.Find(c + ('a' - 'A')); !ok {
			return fmt.Sprintf("Your rack has no %c, and no blank to play it.", c)
		}
	}
	m.hand.Place(i, cur.sq, c)
	cur.typ = append(cur.typ, cur.sq)
	m.settle() // moves the cursor on past the tile
	return ""
}

// refuseOverEdge says that letter c, typed with the cursor past the
// board's edge, has no room, naming with it the letters refused before it
// since the cursor ran off, up to a rack's worth.
func (m *Model) refuseOverEdge(c byte) string {
	most, cur := m.game.Rules().RackSize, &m.cursor
	if len(cur.over) <= most {
		cur.over = append(cur.over, c)
	}
	refused := string(cur.over)
	if len(refused) > most {
		refused = refused[:most] + "…"
	}
	return fmt.Sprintf("No room for %s: the board ends there.", refused)
}

// Backspace takes back the tile placed last, however it was placed; a
// typed one takes the cursor back to its square. It reports whether there
// was a tile to take back.
func (m *Model) Backspace() bool {
	i, ok := m.hand.Last()
	if !ok {
		return false
	}
	sq, cur := m.hand.At(i), &m.cursor
	if n := len(cur.typ); n > 0 && cur.typ[n-1] == sq {
		cur.typ = cur.typ[:n-1]
		cur.moveTo(sq)
	}
	m.hand.Recall(i)
	m.settle()
	return true
}

// MoveCursor moves the typing cursor to the next free square along d, or
// back along it, where it points the way a click there would (typingDir),
// or keeps its way if the player turned it; it stays put at the board's
// edge. With no cursor yet, the cursor appears on the start square, or
// when a tile lies there on the first free square that way, pointing
// along d. It reports whether there is a cursor now.
func (m *Model) MoveCursor(d board.Direction, back bool) bool {
	b, cur := m.game.Board(), &m.cursor
	switch start := b.Start(); {
	case !cur.on && m.Free(start):
		*cur = Cursor{on: true, sq: start, dir: d}
	case !cur.on:
		if sq := m.freeAlong(start, d, back); b.Contains(sq) {
			*cur = Cursor{on: true, sq: sq, dir: d}
		}
	default:
		from := cur.sq
		if !b.Contains(from) { // typing ran off the edge: go on from the last square
			from = from.Prev(cur.dir)
		}
		if sq := m.freeAlong(from, d, back); b.Contains(sq) {
			cur.moveTo(sq)
			if !cur.turned {
				cur.dir = m.typingDir(sq)
			}
		}
	}
	return cur.on
}

// cursorToHoles takes the cursor back to a square typed on whose tile has
// been taken off since, by a tap or a drag, when that square lies behind
// it on its line, so that the next letter fills the hole rather than
// leaving a gap; Backspace forgets such squares.
func (m *Model) cursorToHoles() {
	c := &m.cursor
	kept := c.typ[:0]
	for _, sq := range c.typ {
		switch {
		case !m.Free(sq):
			kept = append(kept, sq)
		case c.on && c.behind(sq):
			c.moveTo(sq)
		}
	}
	c.typ = kept
}

// keepCursorFree moves the cursor on when a tile has been laid on its
// square, dragged or tapped there, so that typing goes on after it.
func (m *Model) keepCursorFree() {
	if c := &m.cursor; c.on && m.game.Board().Contains(c.sq) && !m.Free(c.sq) {
		c.moveTo(m.freeAlong(c.sq, c.dir, false))
	}
}

// freeAlong is the first free square after sq along direction d, or back
// along it, or the first square off the board when there is none.
func (m *Model) freeAlong(sq board.Square, d board.Direction, back bool) board.Square {
	for {
		if back {
			sq = sq.Prev(d)
		} else {
			sq = sq.Next(d)
		}
		if !m.game.Board().Contains(sq) || m.Free(sq) {
			return sq
		}
	}
}
