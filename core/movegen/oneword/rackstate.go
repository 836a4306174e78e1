package oneword

import (
	"scraebbkle/core/lexicon"
	"scraebbkle/core/tile"
)

// rackState is what is left of a rack while the generator lays its tiles.
type rackState struct {
	have       [26]int8 // the rack's own tiles, by letter
	rest       [26]int8 // those not laid yet
	spare      uint32   // the letters of rest
	blanks     int      // blanks on the rack
	blanksLeft int      // those not laid yet
	// The blanks laid: the places in the generator's word buffer of those
	// laid as a letter the rack has no tile of, and, for the letters the
	// rack has too few tiles of, how many and which letters.
	forcedAt uint32
	over     [26]int8
	short    uint32
}

// fill starts again with the tiles of rack.
func (r *rackState) fill(rack tile.Rack) {
	*r = rackState{}
	for _, t := range rack {
		if t.Blank {
			r.blanks++
			continue
		}
		c := t.Letter - 'A'
		r.have[c]++
		r.spare |= 1 << c
	}
	r.rest, r.blanksLeft = r.have, r.blanks
}

// allowed is the mask of letters a tile may be laid as: any letter while a
// blank is left, otherwise the letters the rack still has a tile of.
func (r *rackState) allowed() uint32 {
	if r.blanksLeft > 0 {
		return lexicon.AllLetters
	}
	return r.spare
}

// without returns the letters the rack would have left, and the blanks,
// once letter c is laid: a tile of its own while it has one, or a blank.
func (r *rackState) without(c uint8) (spare uint32, blanks int) {
	if r.rest[c] == 0 {
		return r.spare, r.blanksLeft - 1
	}
	if r.rest[c] == 1 {
		return r.spare &^ (1 << c), r.blanksLeft
	}
	return r.spare, r.blanksLeft
}

// take lays letter c at place at of the word buffer, with a tile of the
// rack's own while one is left or else with a blank, and reports whether it
// took a blank.
func (r *rackState) take(c uint8, at int) (blank bool) {
	if r.rest[c] != 0 {
		r.rest[c]--
		if r.rest[c] == 0 {
			r.spare &^= 1 << c
		}
		return false
	}
	r.blanksLeft--
	if r.have[c] == 0 {
		r.forcedAt |= 1 << at
	} else {
		r.over[c]++
		r.short |= 1 << c
	}
	return true
}

// give takes back letter c, laid at place at with a blank or not.
func (r *rackState) give(c uint8, at int, blank bool) {
	if !blank {
		r.rest[c]++
		r.spare |= 1 << c
		return
	}
	r.blanksLeft++
	if r.have[c] == 0 {
		r.forcedAt &^= 1 << at
	} else if r.over[c]--; r.over[c] == 0 {
		r.short &^= 1 << c
	}
}
