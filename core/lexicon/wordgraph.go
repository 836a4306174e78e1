package lexicon

import (
	"math/bits"
	"runtime"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
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

	lex      *Lexicon // the list it was built from
	setsOnce sync.Once
	sets     *LetterSets // the words' letters, once asked for (lettersets.go)
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
	g := &Graph{lex: l}
	var parts sync.WaitGroup
	aside := func(build func()) {
		parts.Add(1)
		go func() {
			defer parts.Done()
			build()
		}()
	}
	aside(func() { g.anagrams = newAnagramIndex(l) })
	g.nodes = minimalGraph(l)
	markEnds(g.nodes)
	aside(g.markNeeds)
	// What building the forward graph threw away would otherwise stay
	// beside the left trie, the largest part, while it is built: as much
	// as a third more memory at the height of loading, when the
	// collector's timing is unlucky. Collecting it costs little, for the
	// graph's arrays hold no pointers for the collector to follow.
	runtime.GC()
	g.left = buildLeft(l, g.nodes)
	parts.Wait()
	return g
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
