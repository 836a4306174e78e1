package lexicon

// AnagramIndex holds the words of 2 to leftLen letters by their letters in
// alphabetical order, their alphagram: a trie of alphagrams, where a node
// at which one ends lists the words spelled with exactly those letters.
//
// It serves a tile that stands alone on its line, with no other tile within
// reach: every word through it is an anagram of the tile and some of the
// rack, laid in any order that fits the free squares on either side. A walk
// of the alphagram trie meets each set of letters once, where a walk of the
// word graph meets each of its orders.
type AnagramIndex struct {
	States []AnagramState
	Words  []uint64 // letters 'A'..'Z' in the bytes of a uint64, first letter lowest
}

// AnagramState is a node of the trie of alphagrams.
type AnagramState struct {
	Mask  uint32 // the letters that may follow, none before the node's own
	First uint32 // index of the child for the lowest letter in mask
	List  uint32 // the words spelled with the node's letters: first<<8 | count
}

// newAnagramIndex builds the index of the lexicon's words of 2 to
// LeftLen letters.
func newAnagramIndex(l *Lexicon) *AnagramIndex {
	entries := alphagramEntries(l)
	idx := &AnagramIndex{Words: make([]uint64, len(entries))}
	for i, e := range entries {
		idx.Words[i] = e.word
	}
	codes, firsts := groupAlphagrams(entries)
	ct := newCodeTrie(codes)
	idx.States = make([]AnagramState, ct.len())
	ct.walk(func(v, parent int, c uint8, code int) {
		addChild(&idx.States[parent].Mask, &idx.States[parent].First, c, v)
		if code >= 0 {
			idx.States[v].List = uint32(firsts[code])<<8 | uint32(firsts[code+1]-firsts[code])
		}
	})
	return idx
}

// alphagramEntry is a word and its alphagram, each packed in a uint64.
type alphagramEntry struct{ key, word uint64 }

// alphagramEntries returns the lexicon's words of 2 to LeftLen letters
// with their alphagrams, sorted by alphagram and, within one, in the
// words' order.
func alphagramEntries(l *Lexicon) []alphagramEntry {
	short := func(w string) bool { return len(w) >= 2 && len(w) <= LeftLen }
	n := 0
	for i := range l.Len() {
		if short(l.word(i)) {
			n++
		}
	}
	entries := make([]alphagramEntry, 0, n)
	for i := range l.Len() {
		if w := l.word(i); short(w) {
			a := alphagram(w)
			entries = append(entries, alphagramEntry{key: packCode(a[:len(w)]), word: PackWord(w)})
		}
	}
	// The sort is stable, so words keep their order within a key.
	byKey := func(e *alphagramEntry) uint64 { return e.key >> payloadBits }
	radixSort(entries, make([]alphagramEntry, len(entries)), byKey, codeBits*LeftLen)
	return entries
}

// alphagram returns the letters of w, of at most leftLen letters, in
// alphabetical order.
func alphagram(w string) [LeftLen]byte {
	var sorted [LeftLen]byte
	for i := range len(w) {
		j := i
		for ; j > 0 && sorted[j-1] > w[i]; j-- {
			sorted[j] = sorted[j-1]
		}
		sorted[j] = w[i]
	}
	return sorted
}

// groupAlphagrams returns the distinct alphagrams of entries, which are
// sorted by them, and where each one's words begin: the words of codes[i]
// are entries[firsts[i]:firsts[i+1]].
func groupAlphagrams(entries []alphagramEntry) (codes []uint64, firsts []int) {
	for i, e := range entries {
		if i == 0 || entries[i-1].key != e.key {
			codes = append(codes, e.key)
			firsts = append(firsts, i)
		}
	}
	return codes, append(firsts, len(entries))
}

// PackWord holds a lower-case word of at most 8 letters in upper case in
// the bytes of a uint64, its first letter lowest.
func PackWord(w string) uint64 {
	var p uint64
	for i := len(w) - 1; i >= 0; i-- {
		p = p<<8 | uint64(w[i]-'a'+'A')
	}
	return p
}
