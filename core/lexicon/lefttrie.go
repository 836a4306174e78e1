package lexicon

import "iter"

// buildLeft builds the left trie of the lexicon's words, linked to the
// forward graph t.
func buildLeft(l *Lexicon, t []State) []LeftState {
	codes := leftCodes(l, t)
	ct := newCodeTrie(codes)
	nodes := make([]LeftState, ct.len())
	nodes[Root].Link = uint32(NoNode)
	ct.walk(func(v, parent int, c uint8, code int) {
		addChild(&nodes[parent].Mask, &nodes[parent].First, c, v)
		nodes[v].Link = uint32(NoNode)
		if code >= 0 {
			nodes[v].Link = uint32(leftLink(t, codes[code]))
		}
	})
	// Children come after their parent, so each node's follow mask is
	// gathered from its children's before it is read.
	for v := len(nodes) - 1; v >= 0; v-- {
		ln := &nodes[v]
		if Node(ln.Link) != NoNode {
			ln.Follow = t[ln.Link].Mask
		}
		for c, m := uint32(0), ln.Mask; m != 0; c, m = c+1, m&(m-1) {
			kid := &nodes[ln.First+c]
			ln.Follow |= kid.Follow
			bit := m & -m
			if Node(kid.Link) != NoNode {
				ln.Begins |= bit
			}
			if kid.Mask != 0 {
				ln.Goes |= bit
			}
		}
	}
	return nodes
}

// leftCodes returns, sorted, the codes of the first 1 to LeftLen letters
// of every word, reversed, each with the node of the forward graph t that
// those letters lead to as its payload (or payloadMask, when the node's
// number does not fit).
//
// The codes are laid out by their first letter, as a first pass of the
// sort, and then each letter's are sorted on: the sort needs room beside
// the codes of one letter only, not beside them all.
func leftCodes(l *Lexicon, t []State) []uint64 {
	var bucket [27]int // where the codes of each first letter begin, and last their number
	for w, n := range newPrefixes(l) {
		bucket[w[n-1]-'a'+1]++
	}
	biggest := 0
	for c := range 26 {
		biggest = max(biggest, bucket[c+1])
		bucket[c+1] += bucket[c]
	}
	codes := make([]uint64, bucket[26])
	fill := bucket
	var rev [LeftLen]byte
	var at [LeftLen + 1]Node // the forward node of each of the word's first letters
	for w, n := range newPrefixes(l) {
		at[n], _ = next(t, at[n-1], w[n-1]-'a')
		for j := range n {
			rev[j] = w[n-1-j]
		}
		codes[fill[rev[0]-'a']] = packCode(rev[:n]) | uint64(min(at[n], payloadMask))
		fill[rev[0]-'a']++
	}
	tmp := make([]uint64, biggest)
	after := func(c *uint64) uint64 { return *c >> payloadBits & (1<<(codeBits*(LeftLen-1)) - 1) }
	for c := range 26 {
		radixSort(codes[bucket[c]:bucket[c+1]], tmp, after, codeBits*(LeftLen-1))
	}
	return codes
}

// newPrefixes yields each word's first 1 to LeftLen letters as the word
// and their number, but for those the word before begins with too: so
// each comes once, the first time, as the words are sorted. The first
// letters of a word come shortest first, after those of the words before.
func newPrefixes(l *Lexicon) iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		prev := ""
		for i := range l.Len() {
			w := l.word(i)
			for n := commonPrefix(prev, w) + 1; n <= min(len(w), LeftLen); n++ {
				if !yield(w, n) {
					return
				}
			}
			prev = w
		}
	}
}

// leftLink returns the forward node of a code of leftCodes: its payload,
// or where that is too small to hold it, where its letters, read
// backwards, lead in the forward graph t.
func leftLink(t []State, code uint64) Node {
	if n := Node(code & payloadMask); n != payloadMask {
		return n
	}
	n := Root
	for j := codeLen(code) - 1; j >= 0; j-- {
		n, _ = next(t, n, uint8(codeLetter(code, j)-1))
	}
	return n
}
