package crossword

import (
	"scraebbkle/core/lexicon"
	"scraebbkle/core/tile"
)

// rackState is the rack while the walk lays its tiles. A letter is laid
// with a tile of its own while the rack has one left, and with a blank
// only when it has none: so each path of the word graph is walked once,
// and when a word is found the blanks are given out to its letters in
// every way the rack allows (offer.go). For that it keeps track of where
// blanks had to go.
type rackState struct {
	own        [26]int8 // the rack's tiles of each letter
	left       [26]int8 // those not laid yet
	letters    uint32   // the letters of left, bit c for 'A'+c
	blanks     int      // blanks on the rack
	blanksLeft int      // those not laid yet
	// A blank laid as a letter the rack has no tile of must be a blank in
	// every way the word is given out: noTile holds its place in the word
	// buffer. A blank laid as a letter the rack has too few tiles of
	// stands for one of that letter's tiles, whichever: lacking counts
	// them by letter, and short is the letters that lack any.
	noTile  uint32
	lacking [26]int8
	short   uint32
}

// fill starts with the tiles of rack.
func (r *rackState) fill(rack tile.Rack) {
	*r = rackState{}
	for _, t := range rack {
		if t.Blank {
			r.blanks++
			continue
		}
		r.own[t.Letter-'A']++
		r.letters |= 1 << (t.Letter - 'A')
	}
	r.left, r.blanksLeft = r.own, r.blanks
}

// playable is the letters a tile may still be laid as: all of them while
// a blank is left.
func (r *rackState) playable() uint32 {
	if r.blanksLeft > 0 {
		return lexicon.AllLetters
	}
	return r.letters
}

// after returns the letters and blanks that would be left once letter c is
// laid.
func (r *rackState) after(c uint8) (letters uint32, blanks int) {
	switch r.left[c] {
	case 0:
		return r.letters, r.blanksLeft - 1
	case 1:
		return r.letters &^ (1 << c), r.blanksLeft
	}
	return r.letters, r.blanksLeft
}

// take lays letter c at place at of the word buffer and reports whether
// it took a blank.
func (r *rackState) take(c uint8, at int) (blank bool) {
	if r.left[c] > 0 {
		if r.left[c]--; r.left[c] == 0 {
			r.letters &^= 1 << c
		}
		return false
	}
	r.blanksLeft--
	if r.own[c] == 0 {
		r.noTile |= 1 << at
	} else {
		r.lacking[c]++
		r.short |= 1 << c
	}
	return true
}

// give takes back letter c laid at place at, with a blank or not.
func (r *rackState) give(c uint8, at int, blank bool) {
	switch {
	case !blank:
		r.left[c]++
		r.letters |= 1 << c
	case r.own[c] == 0:
		r.blanksLeft++
		r.noTile &^= 1 << at
	default:
		r.blanksLeft++
		if r.lacking[c]--; r.lacking[c] == 0 {
			r.short &^= 1 << c
		}
	}
}
