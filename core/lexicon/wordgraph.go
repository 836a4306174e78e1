package lexicon

import (
	"math/bits"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
	"slices"
	"sync"
)

// Graph is the word list as tries in flat arrays, for the move
// generator. A node is a 26-bit mask of the letters that may follow, a flag
// for "a string ends here", the index of its first child and what each
// trie adds for the generator (graphNode, leftNode); the children of a node
// lie side by side in letter order, so following a letter costs a mask test
// and a population count, and nothing is allocated.
//
// The forward trie holds the words, minimised: nodes whose words go on in
// the same ways are stored once (a DAWG, a quarter of the trie's size),
// which keeps more of it in the processor's caches. Each of its nodes also
// knows which of its children end a word, so the generator finds a word's
// last letter without visiting the node it leads to.
//
// The left trie holds every word's first letters reversed (up to
// tile.MaxRack+1 of them): reading a tile on the board and then,
// leftwards, the tiles laid before it, it admits only the letters that
// begin a word that way, and where they do its node links to the forward
// node of those letters, from which the word goes on to the right.
type Graph struct {
	nodes    []State     // the forward trie
	needSets []uint32    // the needs of its nodes that have more than one (needs.go)
	left     []LeftState // the left trie
	anagrams *AnagramIndex
}

// State is one node of a trie.
type State struct {
	Mask  uint32 // bit c set: letter 'A'+c may follow; bit 31: a string ends here
	First uint32 // index of the child for the lowest letter in mask
	Ends  uint32 // the letters whose child ends a string
	needs uint32 // the node's needs, or where they are kept (needs.go)
}

// LeftState is one node of the left trie, which has read a tile of the
// board and then, leftwards, the letters laid before it.
type LeftState struct {
	Mask  uint32 // the letters that may stand further left
	First uint32 // index of the child for the lowest letter in mask
	Link  uint32 // the forward node of the letters read, or noNode
	// What may follow the tile in a word that reads so: bit c set, letter
	// 'A'+c; endBit, the word's end. It is gathered over the node's
	// subtree, so a walk that finds nothing the board allows here stops.
	Follow uint32
	Begins uint32 // the letters whose child links to a forward node
	Goes   uint32 // the letters whose child has children
}

// AllLetters is the mask of every letter.
const AllLetters = tile.AllLetters

// EndBit marks a node where a string ends.
const EndBit = 1 << 31

// LeftLen is the most letters the left trie holds of a word: the tiles a
// move can lay before it meets a tile on the board, and that tile.
const LeftLen = tile.MaxRack + 1

// Node is a place in a trie of a Graph: the letters read so far.
type Node uint32

// Root is the node before any letter; noNode is no node at all.
const (
	Root   Node = 0
	NoNode Node = ^Node(0)
)

// NewGraph builds the graph of the lexicon's words. The parts that do
// not wait for each other are built at the same time, on every core.
func NewGraph(l *Lexicon) *Graph {
	g := &Graph{}
	var parts sync.WaitGroup
	aside := func(build func()) {
		parts.Add(1)
		go func() {
			defer parts.Done()
			build()
		}()
	}
	aside(func() { g.anagrams = newAnagramIndex(l.words) })
	g.nodes = minimise(buildTrie(l.words, 3*len(l.words), nil))
	markEnds(g.nodes)
	aside(g.markNeeds)
	g.left = buildLeft(l.words, g.nodes)
	parts.Wait()
	return g
}

// buildLeft builds the left trie of the words, linked to the forward
// graph t.
func buildLeft(words []string, t []State) []LeftState {
	lefts, links := reversedPrefixes(words, t)
	nodeLinks := make([]uint32, 0, 2*len(lefts)+1)
	left := buildTrie(lefts, cap(nodeLinks), func(v, i int) {
		for len(nodeLinks) <= v {
			nodeLinks = append(nodeLinks, uint32(NoNode))
		}
		nodeLinks[v] = links[i]
	})
	nodes := make([]LeftState, len(left))
	// Children come after their parent, so each node's follow mask is
	// gathered from its children's before it is read.
	for v := len(left) - 1; v >= 0; v-- {
		ln := &nodes[v]
		*ln = LeftState{Mask: left[v].Mask &^ EndBit, First: left[v].First, Link: uint32(NoNode)}
		if v < len(nodeLinks) && Node(nodeLinks[v]) != NoNode {
			ln.Link = nodeLinks[v]
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

// markEnds gives each node of trie t the mask of its children that end a
// string.
func markEnds(t []State) {
	for v := range t {
		nd := &t[v]
		nd.Ends = 0
		for m := nd.Mask &^ EndBit; m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			if child, _ := next(t, Node(v), c); t[child].Mask&EndBit != 0 {
				nd.Ends |= 1 << c
			}
		}
	}
}

// reversedPrefixes returns, sorted and without repeats, the first 1 to
// leftLen letters of every word, reversed, and for each the node of the
// forward graph t that those letters lead to.
func reversedPrefixes(words []string, t []State) ([]string, []uint32) {
	const nodeBits = 64 - codeBits*LeftLen
	codes := make([]uint64, 0, len(words)+len(words)/2)
	prev := ""
	var rev [LeftLen]byte
	var at [LeftLen + 1]Node // the forward node of each prefix of the word
	for _, w := range words {
		// The prefixes w shares with the word before it are listed already.
		shared := 0
		for shared < min(len(w), len(prev), LeftLen) && w[shared] == prev[shared] {
			shared++
		}
		for i := shared + 1; i <= min(len(w), LeftLen); i++ {
			at[i], _ = next(t, at[i-1], w[i-1]-'a')
			for j := range i {
				rev[j] = w[i-1-j]
			}
			codes = append(codes, packCode(rev[:i])<<nodeBits|uint64(at[i]))
		}
		prev = w
	}
	if len(codes) == 0 {
		return nil, nil
	}
	radixSort(codes, func(c *uint64) uint64 { return *c >> nodeBits }, codeBits*LeftLen)
	codes = slices.Compact(codes)
	links := make([]uint32, len(codes))
	for i, c := range codes {
		links[i] = uint32(c & (1<<nodeBits - 1))
		codes[i] = c >> nodeBits
	}
	return codeStrings(codes), links
}

// codeBits is the bits a letter takes in a code.
const codeBits = 5

// packCode holds up to leftLen lower-case letters in a number that sorts
// as the strings do: 1 for 'a' to 26 for 'z', codeBits each from the top.
func packCode(s []byte) uint64 {
	var code uint64
	for j, c := range s {
		code |= uint64(c-'a'+1) << (codeBits * (LeftLen - 1 - j))
	}
	return code
}

// codeStrings returns the strings of sorted codes, sharing one buffer.
func codeStrings(codes []uint64) []string {
	buf := make([]byte, 0, LeftLen*len(codes))
	ends := make([]int, len(codes))
	for k, code := range codes {
		for j := range LeftLen {
			c := code >> (codeBits * (LeftLen - 1 - j)) & (1<<codeBits - 1)
			if c == 0 {
				break
			}
			buf = append(buf, byte(c)-1+'a')
		}
		ends[k] = len(buf)
	}
	all := string(buf)
	out := make([]string, len(codes))
	start := 0
	for k, end := range ends {
		out[k], start = all[start:end], end
	}
	return out
}

// buildTrie makes the trie of sorted, distinct, lower-case strings. Nodes
// are numbered breadth first, each node's children side by side, so that
// the children of siblings lie side by side too: a walk that tries many
// letters at a node reads next what lies close to what it has just read.
// When onEnd is not nil it is told the node where each string ends, and
// the string's index in words.
func buildTrie(words []string, capacity int, onEnd func(v, i int)) []State {
	// The strings of each node: words[lo:hi], which share their first
	// depth letters.
	type span struct{ lo, hi, depth int32 }
	nodes := make([]State, 1, max(capacity, 1))
	spans := make([]span, 1, cap(nodes))
	spans[0] = span{0, int32(len(words)), 0}
	for v := 0; v < len(nodes); v++ {
		lo, hi, depth := int(spans[v].lo), int(spans[v].hi), int(spans[v].depth)
		if lo < hi && len(words[lo]) == depth {
			nodes[v].Mask |= EndBit
			if onEnd != nil {
				onEnd(v, lo)
			}
			lo++
		}
		nodes[v].First = uint32(len(nodes))
		for i := lo; i < hi; {
			c := words[i][depth]
			j := i + 1
			for j < hi && words[j][depth] == c {
				j++
			}
			nodes[v].Mask |= 1 << (c - 'a')
			nodes = append(nodes, State{})
			spans = append(spans, span{int32(i), int32(j), int32(depth + 1)})
			i = j
		}
	}
	return nodes
}

// next follows letter c (0 for 'A') from node n of trie t.
func next(t []State, n Node, c uint8) (Node, bool) {
	return childOf(t[n].Mask, t[n].First, c)
}

// childOf follows letter c from a node whose children are the letters of
// mask, the first of them at index first.
func childOf(mask, first uint32, c uint8) (Node, bool) {
	if mask>>c&1 == 0 {
		return 0, false
	}
	return Node(ChildAt(mask, first, c)), true
}

// ChildAt is the index of the child for letter c of a node whose children
// are the letters of mask, the first at index first; c must be in mask.
func ChildAt(mask, first uint32, c uint8) uint32 {
	return first + uint32(bits.OnesCount32(mask&(1<<c-1)))
}

// Forward is the forward trie's nodes, Root first. The caller must not
// change them.
func (g *Graph) Forward() []State { return g.nodes }

// Left is the left trie's nodes, Root first. The caller must not change
// them.
func (g *Graph) Left() []LeftState { return g.left }

// Anagrams is the index of the words by their alphagrams.
func (g *Graph) Anagrams() *AnagramIndex { return g.anagrams }

// Len is the number of nodes.
func (g *Graph) Len() int { return len(g.nodes) }

// Next follows letter c (0 for 'A' .. 25 for 'Z') from node n, or reports
// that no word goes on that way.
func (g *Graph) Next(n Node, c uint8) (Node, bool) { return next(g.nodes, n, c) }

// LeftNext follows letter c leftwards from node n of the left trie.
func (g *Graph) LeftNext(n Node, c uint8) (Node, bool) {
	return childOf(g.left[n].Mask, g.left[n].First, c)
}

// Letters is the mask of letters that may follow node n.
func (g *Graph) Letters(n Node) uint32 { return g.nodes[n].Mask &^ EndBit }

// IsWord reports whether a word ends at node n.
func (g *Graph) IsWord(n Node) bool { return g.nodes[n].Mask&EndBit != 0 }

// Contains reports whether word, in either case, is in the graph.
func (g *Graph) Contains(word string) bool {
	n := Root
	for i := 0; i < len(word); i++ {
		c := word[i]
		if ascii.IsLower(c) {
			c -= 'a' - 'A'
		}
		if !ascii.IsUpper(c) {
			return false
		}
		var ok bool
		if n, ok = g.Next(n, c-'A'); !ok {
			return false
		}
	}
	return g.IsWord(n)
}
