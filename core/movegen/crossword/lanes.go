package crossword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// cell is what the walk needs to know of one square of a lane: a row for
// moves across, a column for moves down.
type cell struct {
	// The letters a tile laid here may be: those that make a word across
	// the lane with the tiles beside it, every letter when none lies
	// beside it, no letter when a tile lies on it.
	cross uint32
	// The letters of the board's tiles after this square that a word
	// going on from it may read: those before the tile.MaxRack-th free
	// square after it.
	ahead uint32
	// What the word across scores for a tile of value v laid here is
	// crossBase + v*crossMul: the tiles across summed and multiplied by
	// the word factor, and the letter factor times the word factor. Both
	// are 0 when no tile lies beside the square across.
	crossBase int32
	crossMul  int16
	// The board's tiles after this square up to the next free one, next:
	// the sum of their values.
	join   int16
	next   uint8
	letter uint8 // the tile on the square, 'A'..'Z', or 0 when free
	value  int8  // its value
	lf, wf int8  // the letter and word factors of a tile laid here
	hook   bool  // free, with a tile beside it across the lane
	pivot  bool  // a move may first touch the board here, in this lane (walk.go)
	room   uint8 // at a pivot: how many free squares before it a word may take
}

// lanes is a position read into lanes, both ways: the rows, for moves
// across, and the columns, for moves down.
type lanes struct {
	board      *board.Board
	cols, rows int
	mirrored   bool     // the board is its own mirror image (board.Board.Mirrored)
	keys       []uint16 // each square's tile as key makes it, in the order of board.Board.Index
	// By direction: for board.Right the rows one after another, for
	// board.Down the columns; lane j of direction d is
	// cells[d][j*laneLen(d) : (j+1)*laneLen(d)].
	cells    [2][]cell
	pivots   [2][]int32 // the pivots of each lane
	dirty    [2][]bool  // lanes whose cells changed since refreshLane
	changed  []int32    // squares found changed (sync.go)
	valid    bool       // the lanes hold a position
	lfs, wfs []int8     // the premiums' factors, in the order of board.Board.Index
}

// key is how a lane remembers a tile: its letter and value, 0 for none.
func key(t tile.Tile) uint16 { return uint16(t.Letter) | uint16(uint8(int8(t.Value)))<<8 }

// laneLen is the length of the lanes of direction d.
func (ls *lanes) laneLen(d board.Direction) int {
	if d == board.Right {
		return ls.cols
	}
	return ls.rows
}

// laneCount is the number of lanes of direction d.
func (ls *lanes) laneCount(d board.Direction) int {
	if d == board.Right {
		return ls.rows
	}
	return ls.cols
}

// lane returns lane j of direction d.
func (ls *lanes) lane(d board.Direction, j int) []cell {
	n := ls.laneLen(d)
	return ls.cells[d][j*n : (j+1)*n : (j+1)*n]
}

// cellAt returns the cell of square index q (board.Board.Index) in the
// lanes of direction d, with the lane and its index along it.
func (ls *lanes) cellAt(d board.Direction, q int) (c *cell, j int) {
	col, row := q%ls.cols, q/ls.cols
	if d == board.Right {
		return &ls.cells[d][q], row
	}
	return &ls.cells[d][col*ls.rows+row], col
}

// square returns the square of index i along lane j of direction d.
func square(d board.Direction, j, i int) board.Square {
	if d == board.Right {
		return board.Square{Col: i, Row: j}
	}
	return board.Square{Col: j, Row: i}
}

// reshape makes room for board b's position and keeps its premiums.
func (ls *lanes) reshape(b *board.Board) {
	ls.board, ls.cols, ls.rows = b, b.Cols(), b.Rows()
	ls.mirrored = b.Mirrored()
	n := ls.cols * ls.rows
	ls.keys = resize(ls.keys, n)
	ls.lfs, ls.wfs = resize(ls.lfs, n), resize(ls.wfs, n)
	for q, p := range b.Premiums() {
		ls.lfs[q], ls.wfs[q] = int8(p.LetterFactor()), int8(p.WordFactor())
	}
	for _, d := range directions {
		ls.cells[d] = resize(ls.cells[d], n)
		ls.dirty[d] = resize(ls.dirty[d], ls.laneCount(d))
		ls.pivots[d] = resize(ls.pivots[d], ls.laneCount(d))
		for q := range n {
			c, _ := ls.cellAt(d, q)
			*c = cell{lf: ls.lfs[q], wf: ls.wfs[q]}
		}
	}
	if cap(ls.changed) < maxChanged {
		ls.changed = make([]int32, 0, maxChanged)
	}
}

// directions are the two ways a word reads, indexes of lanes.cells.
var directions = [2]board.Direction{board.Down, board.Right}

// resize returns s with length n, reusing its array when it is large
// enough.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// refreshLane works out what the cells of lane j of direction d know of
// the lane as a whole, once its squares' own cells are right: where the
// next free square is and what the tiles before it are worth, what lies
// ahead, and which squares are pivots and how much room lies before them.
func (ls *lanes) refreshLane(d board.Direction, j int) {
	line := ls.lane(d, j)
	next, join := len(line), 0
	for i := len(line) - 1; i >= 0; i-- {
		c := &line[i]
		c.next, c.join = uint8(next), int16(join)
		if c.letter != 0 {
			join += int(c.value)
		} else {
			next, join = i, 0
		}
	}
	ls.markAhead(line)
	pivots := 0
	for i := range line {
		c := &line[i]
		c.pivot = (i == 0 || line[i-1].letter == 0) && (c.letter != 0 || c.hook && c.cross != 0)
		c.room = 0
		if c.pivot {
			c.room = roomBefore(line, i)
			pivots++
		}
	}
	ls.pivots[d][j] = int32(pivots)
	ls.dirty[d][j] = false
}

// markAhead gives each free cell of line the letters of the tiles after
// it, up to its tile.MaxRack-th free square after it.
func (ls *lanes) markAhead(line []cell) {
	for i := range line {
		if line[i].letter != 0 {
			line[i].ahead = 0
			continue
		}
		ahead, free := uint32(0), 0
		for k := i + 1; k < len(line) && free < tile.MaxRack; k++ {
			if l := line[k].letter; l != 0 {
				ahead |= 1 << (l - 'A')
			} else {
				free++
			}
		}
		line[i].ahead = ahead
	}
}

// roomBefore is how many free squares before pivot i of line a word may
// take: the free squares with no tile beside them across, up to the next
// pivot, tile or edge, but not the square next to a tile, which would
// join the word to it; at most a full rack.
func roomBefore(line []cell, i int) uint8 {
	room, k := 0, i-1
	for ; k >= 0 && line[k].letter == 0 && !line[k].hook && room < tile.MaxRack+1; k-- {
		room++
	}
	if k >= 0 && line[k].letter != 0 && room > 0 {
		room--
	}
	return uint8(min(room, tile.MaxRack))
}
