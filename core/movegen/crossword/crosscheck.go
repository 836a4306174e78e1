package crossword

import (
	"math/bits"
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
)

// A cross-check says which letters a tile laid on a free square may be,
// given the tiles beside it across the lane: the run of tiles just before
// it, U, and just after it, D, which with the letter L laid must read a
// word U+L+D. It is read from the forward word graph: U leads from the
// root to a node, whose children are the candidates for L; with no D the
// node's Ends are the answer, otherwise each candidate's child must read
// D to a word's end.

// With tiles only after the square, D is read backwards through the left
// trie instead, when it is short enough for the trie to hold it whole:
// the letters whose children there link to a word's end are the answer,
// which costs a walk of D and a look at each child, where the forward
// graph would read D once for every candidate letter.

// crossChecker works out cross-checks with a word graph.
type crossChecker struct {
	fwd  []lexicon.State
	left []lexicon.LeftState
}

// check returns the cross-check of the free square of index at in keys,
// for the word across that runs with steps of step: the letters it
// allows, the sum of the values of the tiles across, and whether there are
// any. before and after are how many squares the board has before and
// after it that way.
func (x *crossChecker) check(keys []uint16, at, step, before, after int) (allowed uint32, score int, hook bool) {
	u := 0
	for u < before && keys[at-(u+1)*step] != 0 {
		u++
	}
	d := 0
	for d < after && keys[at+(d+1)*step] != 0 {
		d++
	}
	if u == 0 && d == 0 {
		return lexicon.AllLetters, 0, false
	}
	if u == 0 && d < lexicon.LeftLen {
		for k := at + step; k <= at+d*step; k += step {
			score += keyValue(keys[k])
		}
		return x.before(keys, at+d*step, step, d), score, true
	}
	node, ok := lexicon.Root, true
	for k := at - u*step; k < at; k += step {
		score += keyValue(keys[k])
		if ok {
			node, ok = x.next(node, keyLetter(keys[k]))
		}
	}
	for k := at + step; k <= at+d*step; k += step {
		score += keyValue(keys[k])
	}
	if !ok {
		return 0, score, true
	}
	nd := &x.fwd[node]
	if d == 0 {
		return nd.Ends, score, true
	}
	for m := nd.Mask & lexicon.AllLetters; m != 0; m &= m - 1 {
		c := uint8(bits.TrailingZeros32(m))
		if x.reads(lexicon.Node(lexicon.ChildAt(nd.Mask, nd.First, c)), keys, at+step, step, d) {
			allowed |= 1 << c
		}
	}
	return allowed, score, true
}

// before returns the letters that make a word when laid before the n
// tiles of keys that end at index end, step apart: read backwards through
// the left trie, those tiles lead to a node whose children for those
// letters link to a word's end.
func (x *crossChecker) before(keys []uint16, end, step, n int) (allowed uint32) {
	at := uint32(lexicon.Root)
	for k := range n {
		nd := &x.left[at]
		c := keyLetter(keys[end-k*step])
		if nd.Mask>>c&1 == 0 {
			return 0
		}
		at = lexicon.ChildAt(nd.Mask, nd.First, c)
	}
	nd := &x.left[at]
	for m, kid := nd.Mask, nd.First; m != 0; m, kid = m&(m-1), kid+1 {
		if link := lexicon.Node(x.left[kid].Link); link != lexicon.NoNode && x.fwd[link].Mask&lexicon.EndBit != 0 {
			allowed |= m & -m
		}
	}
	return allowed
}

// reads reports whether the n tiles of keys from index at on, step apart,
// lead from node to a word's end.
func (x *crossChecker) reads(node lexicon.Node, keys []uint16, at, step, n int) bool {
	ok := true
	for k := 0; k < n && ok; k++ {
		node, ok = x.next(node, keyLetter(keys[at+k*step]))
	}
	return ok && x.fwd[node].Mask&lexicon.EndBit != 0
}

// next follows letter c (0 for 'A') from node n.
func (x *crossChecker) next(n lexicon.Node, c uint8) (lexicon.Node, bool) {
	nd := &x.fwd[n]
	if nd.Mask>>c&1 == 0 {
		return 0, false
	}
	return lexicon.Node(lexicon.ChildAt(nd.Mask, nd.First, c)), true
}

// keyLetter is the letter of a tile's key, 0 for 'A'.
func keyLetter(k uint16) uint8 { return uint8(k) - 'A' }

// keyValue is the value of a tile's key.
func keyValue(k uint16) int { return int(int8(k >> 8)) }

// setSquare brings the cells of square q up to date in the lanes of both
// directions, from its key: its tile, or its cross-checks.
func (ls *lanes) setSquare(x *crossChecker, q int) {
	ls.setCell(x, board.Right, q)
	ls.setCell(x, board.Down, q)
}

// setCell brings the cell of square q in the lanes of direction d up to
// date, from its key: its tile, or its cross-check, and marks its lane for
// refreshing.
func (ls *lanes) setCell(x *crossChecker, d board.Direction, q int) {
	c, j := ls.cellAt(d, q)
	ls.dirty[d][j] = true
	k := ls.keys[q]
	c.letter, c.value = uint8(k), int8(k>>8)
	c.cross, c.hook, c.crossBase, c.crossMul = 0, false, 0, 0
	if k != 0 {
		return
	}
	col, row := q%ls.cols, q/ls.cols
	var score int
	if d == board.Right { // the word across a move across reads down
		c.cross, score, c.hook = x.check(ls.keys, q, ls.cols, row, ls.rows-1-row)
	} else {
		c.cross, score, c.hook = x.check(ls.keys, q, 1, col, ls.cols-1-col)
	}
	if c.hook {
		c.crossBase, c.crossMul = int32(score*int(c.wf)), int16(c.lf)*int16(c.wf)
	}
}
