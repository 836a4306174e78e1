package lexicon

import "math/bits"

// A code holds up to LeftLen lower-case letters in the top bits of a
// number, codeBits each, 1 for 'a' to 26 for 'z' and 0 past the end, so
// that codes sort as their strings do. The low payloadBits are left for
// what goes with the letters.
const (
	codeBits    = 5
	payloadBits = 64 - codeBits*LeftLen
	payloadMask = 1<<payloadBits - 1
)

// packCode makes the code of s, of at most LeftLen lower-case letters.
func packCode(s []byte) uint64 {
	var code uint64
	for j, c := range s {
		code |= uint64(c-'a'+1) << (64 - codeBits*(j+1))
	}
	return code
}

// codeLetter is letter j of code, 1 for 'a', or 0 past its end.
func codeLetter(code uint64, j int) uint64 {
	return code >> (64 - codeBits*(j+1)) & (1<<codeBits - 1)
}

// codeLen is the number of letters in code.
func codeLen(code uint64) int {
	return LeftLen - bits.TrailingZeros64(code>>payloadBits|1<<(codeBits*LeftLen))/codeBits
}

// codeTrie is the trie of codes that are sorted and distinct in their
// letters, numbered breadth first: the root, then the nodes of one letter,
// of two, and so on, the nodes of each depth in the order of their
// letters. So each node's children lie side by side, and so do the
// children of siblings, and a walk that tries many letters at a node reads
// next what lies close to what it has just read.
//
// Nothing of the trie is held but where each depth begins: its nodes are
// handed to the caller, who keeps of them what its trie needs.
type codeTrie struct {
	codes []uint64
	first [LeftLen + 2]int // the first node of each depth; first[LeftLen+1] is the number of nodes
}

// newCodeTrie lays out the trie of codes.
func newCodeTrie(codes []uint64) *codeTrie {
	ct := &codeTrie{codes: codes}
	var count [LeftLen + 1]int
	count[0] = 1
	for i := range codes {
		from, to := ct.fresh(i)
		for d := from; d <= to; d++ {
			count[d]++
		}
	}
	for d, n := range count {
		ct.first[d+1] = ct.first[d] + n
	}
	return ct
}

// len is the number of nodes, the root counted.
func (ct *codeTrie) len() int { return ct.first[LeftLen+1] }

// fresh returns the depths of the nodes on the way to code i that no code
// before it passes through: those below the letters it shares with the
// code before, down to its own length.
func (ct *codeTrie) fresh(i int) (from, to int) {
	code := ct.codes[i]
	if i > 0 {
		differ := (ct.codes[i-1] ^ code) &^ payloadMask
		from = bits.LeadingZeros64(differ) / codeBits
	}
	return from + 1, codeLen(code)
}

// walk hands visit every node but the root, in the order of the codes:
// its index v, its parent's, its letter (0 for 'a') and the index of the
// code that ends there, or -1. The children of a node come in the order
// of their letters.
func (ct *codeTrie) walk(visit func(v, parent int, c uint8, code int)) {
	next := ct.first
	var path [LeftLen + 1]int // the nodes on the way to the code last visited, the root first
	for i, code := range ct.codes {
		from, to := ct.fresh(i)
		for d := from; d <= to; d++ {
			path[d] = next[d]
			next[d]++
			end := -1
			if d == to {
				end = i
			}
			visit(path[d], path[d-1], uint8(codeLetter(code, d-1)-1), end)
		}
	}
}

// addChild makes node v the child for letter c of the node whose letters
// are *mask and whose first child is *first. Children must be added in
// the order of their letters.
func addChild(mask, first *uint32, c uint8, v int) {
	if *mask == 0 {
		*first = uint32(v)
	}
	*mask |= 1 << c
}
