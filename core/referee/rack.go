package referee

import (
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// unusedBlanks is how many blanks on rack a word in move notation leaves
// unused: each lower-case letter takes one, and nothing else does.
func unusedBlanks(rack tile.Rack, word string) int {
	n := 0
	for i := 0; i < len(word); i++ {
		if ascii.IsLower(word[i]) {
			n++
		}
	}
	return max(0, rack.Blanks()-n)
}

// capitals is a word in move notation with each lower-case letter that
// rack holds as a tile, and that no upper-case letter of the word takes,
// in capitals; "" when there is none.
func capitals(rack tile.Rack, word string) string {
	spare := tile.Count(rack)
	for i := 0; i < len(word); i++ {
		if ascii.IsUpper(word[i]) {
			spare[word[i]-'A']--
		}
	}
	out := []byte(word)
	changed := false
	for i, c := range out {
		if ascii.IsLower(c) && spare[c-'a'] > 0 {
			spare[c-'a']--
			out[i], changed = ascii.Upper(c), true
		}
	}
	if !changed {
		return ""
	}
	return string(out)
}
