package tile

// AllLetters is the mask of every letter, bit c for 'A'+c.
const AllLetters = 1<<26 - 1

// Laying is a rack while a move generator lays its tiles. A letter is
// laid with a tile of its own while the rack has one left, and with a
// blank only when it has none: so each path of the word graph is walked
// once, and when a word is found the generator gives the blanks out to
// its letters in every way the rack allows. For that it keeps track of
// where blanks had to go.
type Laying struct {
	own        [26]int8 // the rack's tiles of each letter
	left       [26]int8 // those not laid yet
	Letters    uint32   // the letters of the tiles not laid yet, bit c for 'A'+c
	Blanks     int      // blanks on the rack
	BlanksLeft int      // those not laid yet
	// A blank laid as a letter the rack has no tile of must be a blank in
	// every way the word is given out: NoTile holds its place in the
	// generator's word buffer. A blank laid as a letter the rack has too
	// few tiles of stands for one of that letter's tiles, whichever:
	// Lacking counts them by letter, and Short is the letters that lack
	// any.
	NoTile  uint32
	Lacking [26]int8
	Short   uint32
}

// Fill starts again with the tiles of rack.
func (r *Laying) Fill(rack Rack) {
	*r = Laying{}
	for _, t := range rack {
		if t.Blank {
			r.Blanks++
			continue
		}
		r.own[t.Letter-'A']++
		r.Letters |= 1 << (t.Letter - 'A')
	}
	r.left, r.BlanksLeft = r.own, r.Blanks
}

// Playable is the letters a tile may still be laid as: all of them while
// a blank is left.
func (r *Laying) Playable() uint32 {
	if r.BlanksLeft > 0 {
		return AllLetters
	}
	return r.Letters
}

// After returns the letters and blanks that would be left once letter c
// ('A'+c) is laid.
func (r *Laying) After(c uint8) (letters uint32, blanks int) {
	switch r.left[c] {
	case 0:
		return r.Letters, r.BlanksLeft - 1
	case 1:
		return r.Letters &^ (1 << c), r.BlanksLeft
	}
	return r.Letters, r.BlanksLeft
}

// Take lays letter c ('A'+c) at place at of the generator's word buffer
// and reports whether it took a blank.
func (r *Laying) Take(c uint8, at int) (blank bool) {
	if r.left[c] > 0 {
		if r.left[c]--; r.left[c] == 0 {
			r.Letters &^= 1 << c
		}
		return false
	}
	r.BlanksLeft--
	if r.own[c] == 0 {
		r.NoTile |= 1 << at
	} else {
		r.Lacking[c]++
		r.Short |= 1 << c
	}
	return true
}

// Give takes back letter c ('A'+c) laid at place at, with a blank or not.
func (r *Laying) Give(c uint8, at int, blank bool) {
	switch {
	case !blank:
		r.left[c]++
		r.Letters |= 1 << c
	case r.own[c] == 0:
		r.BlanksLeft++
		r.NoTile &^= 1 << at
	default:
		r.BlanksLeft++
		if r.Lacking[c]--; r.Lacking[c] == 0 {
			r.Short &^= 1 << c
		}
	}
}
