package turn

import "scraebbkle/core/board"

// Cursor is where typed letters go: a square and a direction, shown on the
// board as an arrow.
type Cursor struct {
	on     bool
	sq     board.Square
	dir    board.Direction
	turned bool           // the player turned it: the arrow keys keep its way
	typ    []board.Square // the squares filled by typing, in order, for Backspace
	over   []byte         // the letters typed since it ran off the board, refused; a rack's worth and one
}

// On reports whether the cursor is shown.
func (c *Cursor) On() bool { return c.on }

// Square is the cursor's square, which may lie past the board's edge
// once typing has run off it.
func (c *Cursor) Square() board.Square { return c.sq }

// Direction is the way typing goes.
func (c *Cursor) Direction() board.Direction { return c.dir }

// moveTo moves the cursor to square sq, keeping its way.
func (c *Cursor) moveTo(sq board.Square) { c.sq, c.over = sq, c.over[:0] }

// tap puts the cursor on square sq, going in direction dir, or turns it
// when it is already there.
func (c *Cursor) tap(sq board.Square, dir board.Direction) {
	if c.on && c.sq == sq {
		c.turn()
		return
	}
	*c = Cursor{on: true, sq: sq, dir: dir}
}

// turn turns the cursor between right and down, as the player asks.
func (c *Cursor) turn() { c.dir, c.turned = c.dir.Across(), true }

// mark is the arrow to draw on square sq: "→", "↓" or none.
func (c *Cursor) mark(sq board.Square) string {
	switch {
	case !c.on || c.sq != sq:
		return ""
	case c.dir == board.Right:
		return "→"
	default:
		return "↓"
	}
}

// behind reports whether square sq lies on the cursor's line, before it.
func (c *Cursor) behind(sq board.Square) bool {
	if c.dir == board.Right {
		return sq.Row == c.sq.Row && sq.Col < c.sq.Col
	}
	return sq.Col == c.sq.Col && sq.Row < c.sq.Row
}
