package lexicon

import (
	"math/bits"
	"slices"
	"strings"
	"testing"
)

// TestAnagramIndexListsEveryShortWordUnderItsLetters walks the alphagram
// trie and checks that each word of 2 to leftLen letters is listed once,
// at the node of its letters in alphabetical order.
func TestAnagramIndexListsEveryShortWordUnderItsLetters(t *testing.T) {
	l := builtinLexicon()
	idx := builtinGraph().anagrams
	seen := map[uint64]bool{}
	var walk func(v uint32, letters []byte)
	walk = func(v uint32, letters []byte) {
		nd := idx.States[v]
		if nd.List != 0 {
			for _, w := range idx.Words[nd.List>>8 : nd.List>>8+nd.List&0xff] {
				var word []byte
				for ; w != 0; w >>= 8 {
					word = append(word, byte(w))
				}
				sorted := slices.Clone(word)
				slices.Sort(sorted)
				if string(sorted) != string(letters) {
					t.Fatalf("%s is listed under %s", word, letters)
				}
				if seen[PackWord(strings.ToLower(string(word)))] {
					t.Fatalf("%s is listed twice", word)
				}
				seen[PackWord(strings.ToLower(string(word)))] = true
			}
		}
		for m := nd.Mask; m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			walk(ChildAt(nd.Mask, nd.First, c), append(letters, 'A'+c))
		}
	}
	walk(0, nil)
	want := 0
	for _, w := range wordsOf(l) {
		if len(w) >= 2 && len(w) <= LeftLen {
			want++
			if !seen[PackWord(w)] {
				t.Fatalf("%s is missing", w)
			}
		}
	}
	if len(seen) != want {
		t.Fatalf("%d words listed, want %d", len(seen), want)
	}
}
