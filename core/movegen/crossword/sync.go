package crossword

import (
	"scraebbkle/core/board"
)

// The generator keeps the lanes of the last position it searched, and
// each call brings them up to date with the grid it is given: it compares
// the grid's tiles with the keys it kept, square by square (a few hundred
// small comparisons), and works out again only what the squares that
// changed touch: their own cells, and the cross-checks of the free
// squares at either end of the runs of tiles through them, in the same
// row and column. After a move that is a few dozen cells, where reading
// a whole position works out every cross-check of the board. A grid of
// another board, or one with more than maxChanged squares changed, is
// read whole.
//
// So game play needs nothing special: a generator that searches the
// positions of one game in turn updates its cross-checks as the moves are
// played, taken back, or laid and lifted again by a look-ahead (movegen.Lay),
// and no change to a grid can be missed, because the tiles themselves are
// compared, not a count or a version.

// maxChanged is the most squares changed since the last search that are
// worked out one by one: more, and the position is read whole.
const maxChanged = 32

// sync brings the lanes up to date with grid g.
func (ls *lanes) sync(x *crossChecker, g *board.Grid) {
	if !ls.valid || g.Board() != ls.board {
		ls.build(x, g)
		return
	}
	tiles := g.Tiles()
	keys := ls.keys[:len(tiles)]
	changed := ls.changed[:0]
	for q := range tiles {
		if k := key(tiles[q]); k != keys[q] {
			if len(changed) == maxChanged {
				ls.build(x, g)
				return
			}
			changed = append(changed, int32(q))
		}
	}
	ls.changed = changed
	if len(changed) == 0 {
		return
	}
	for _, q := range changed {
		keys[q] = key(tiles[q])
	}
	for _, q := range changed {
		ls.touch(x, int(q))
	}
	ls.refreshDirty()
}

// build reads grid g whole.
func (ls *lanes) build(x *crossChecker, g *board.Grid) {
	if g.Board() != ls.board {
		ls.reshape(g.Board())
	}
	for q, t := range g.Tiles() {
		ls.keys[q] = key(t)
	}
	for q := range ls.keys {
		ls.setSquare(x, q)
	}
	ls.refreshDirty()
	ls.valid = true
}

// forget drops the position kept, so that the next search reads its grid
// whole.
func (ls *lanes) forget() { ls.valid = false }

// touch works out again what a change on square q changes: its own cells,
// and the cross-checks of the free squares at either end of the runs of
// tiles through it, across and down.
func (ls *lanes) touch(x *crossChecker, q int) {
	ls.setSquare(x, q)
	col, row := q%ls.cols, q/ls.cols
	// The word across a move across reads down, so the squares above
	// and below q get new cross-checks for the lanes across.
	if at, ok := ls.freeFrom(q, -ls.cols, row); ok {
		ls.setCell(x, board.Right, at)
	}
	if at, ok := ls.freeFrom(q, ls.cols, ls.rows-1-row); ok {
		ls.setCell(x, board.Right, at)
	}
	if at, ok := ls.freeFrom(q, -1, col); ok {
		ls.setCell(x, board.Down, at)
	}
	if at, ok := ls.freeFrom(q, 1, ls.cols-1-col); ok {
		ls.setCell(x, board.Down, at)
	}
}

// freeFrom returns the first free square after square q going in steps
// of step, past the tiles next to q, when one lies within the n squares
// the board has that way.
func (ls *lanes) freeFrom(q, step, n int) (int, bool) {
	for k := 1; k <= n; k++ {
		if at := q + k*step; ls.keys[at] == 0 {
			return at, true
		}
	}
	return 0, false
}

// refreshDirty refreshes the lanes whose cells changed.
func (ls *lanes) refreshDirty() {
	for _, d := range directions {
		for j, dirty := range ls.dirty[d] {
			if dirty {
				ls.refreshLane(d, j)
			}
		}
	}
}
