package lexicon

import (
	"math/bits"
	"math/rand/v2"
)

// Letters stands for a multiset of letters: the sum of its letters'
// keys (LetterKey), so that adding a letter to a multiset adds its key,
// in any order. Two multisets have one sum but for a chance of about one
// in 2^64.
type Letters uint64

// letterKeys are the letters' keys: random, from a fixed seed, so that
// sums of different multisets differ.
var letterKeys = func() (k [26]Letters) {
	rng := rand.New(rand.NewPCG(0x5c7ae, 0xbb1e))
	for i := range k {
		k[i] = Letters(rng.Uint64())
	}
	return k
}()

// LetterKey is the key of letter c, 0 for A to 25 for Z.
func LetterKey(c byte) Letters { return letterKeys[c] }

// LetterSets is the set of the letters of every word of a list: it tells
// whether the letters of a multiset can be laid out as a word. It answers
// yes for a multiset that makes no word with a chance of about one in
// 2^63 a query, and never answers no for one that makes a word, so a
// search may prune with it.
type LetterSets struct {
	slots []Letters // open addressing by the sum's high bits; 0 for none
	shift uint
}

// LetterSets returns the letters of each word of the graph's list,
// building them on the first call (some tens of milliseconds and 8 MB for
// the built-in list). It is safe to call from several goroutines.
func (g *Graph) LetterSets() *LetterSets {
	g.setsOnce.Do(func() { g.sets = newLetterSets(g.lex) })
	return g.sets
}

// newLetterSets puts the letters of each word of l in a table at most
// half full.
func newLetterSets(l *Lexicon) *LetterSets {
	size := max(bits.Len(uint(2*l.Len())), 4)
	a := &LetterSets{slots: make([]Letters, 1<<size), shift: uint(64 - size)}
	for i := range l.Len() {
		var sum Letters
		w := l.word(i)
		for j := 0; j < len(w); j++ {
			sum += letterKeys[w[j]-'a']
		}
		a.add(sum)
	}
	return a
}

// slotKey is what the table holds for sum: never 0, which marks a free
// slot.
func slotKey(sum Letters) Letters { return sum | 1 }

// add puts sum in the table, once.
func (a *LetterSets) add(sum Letters) {
	k := slotKey(sum)
	mask := len(a.slots) - 1
	for i := int(k >> a.shift); ; i = (i + 1) & mask {
		switch a.slots[i] {
		case k:
			return
		case 0:
			a.slots[i] = k
			return
		}
	}
}

// Has reports whether some word has the letters whose sum is sum.
func (a *LetterSets) Has(sum Letters) bool {
	k := slotKey(sum)
	mask := len(a.slots) - 1
	for i := int(k >> a.shift); ; i = (i + 1) & mask {
		switch a.slots[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}
