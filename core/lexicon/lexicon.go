package lexicon

import (
	"scraebbkle/internal/ascii"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Lexicon is the word list: the words a move may form. Words are kept
// lower-case and sorted, so that the list doubles as a trie: a [Prefix]
// narrows the range of words that begin with the letters read so far.
type Lexicon struct {
	name      string // the file it was read from, or "" for the built-in list
	words     []string
	graphOnce sync.Once
	graph     *Graph
}

// New makes a lexicon from text with one word a line. Letters are
// folded to lower case, Windows line endings and blank lines are ignored, and
// lines that are not plain ASCII letters are skipped. Sorted, lower-case input
// (such as the built-in list) is used in place without copying the words.
func New(text string) *Lexicon {
	words := make([]string, 0, strings.Count(text, "\n")+1)
	clean := true
	for line := range strings.SplitSeq(text, "\n") {
		w := strings.TrimSuffix(line, "\r")
		if w == "" {
			continue
		}
		if !isLowerWord(w) {
			clean = false
			w = strings.ToLower(w)
			if !isLowerWord(w) {
				continue
			}
		}
		if clean && len(words) > 0 && words[len(words)-1] >= w {
			clean = false
		}
		words = append(words, w)
	}
	if !clean {
		slices.Sort(words)
		words = slices.Compact(words)
	}
	return &Lexicon{words: words}
}

// isLowerWord reports whether w is made of lower-case ASCII letters only.
func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !ascii.IsLower(w[i]) {
			return false
		}
	}
	return true
}

// Graph returns the lexicon's word graph for the move generator, building
// it on the first call (about 0.1 s for the built-in list). It is safe to
// call from several goroutines.
func (l *Lexicon) Graph() *Graph {
	l.graphOnce.Do(func() { l.graph = NewGraph(l) })
	return l.graph
}

// Name is the name of the file the word list was read from, or "" for
// the list built into the program.
func (l *Lexicon) Name() string { return l.name }

// Len is the number of words.
func (l *Lexicon) Len() int { return len(l.words) }

// Contains reports whether word is in the list, whatever its case.
func (l *Lexicon) Contains(word string) bool {
	p := l.Root()
	for i := 0; i < len(word); i++ {
		if p = l.Extend(p, word[i]); p.Dead() {
			return false
		}
	}
	return l.IsWord(p)
}

// Prefix is a place in the lexicon: the letters read so far and the range of
// words that begin with them. It is a small value; extending it allocates
// nothing.
type Prefix struct {
	lo, hi int // the words [lo, hi) begin with the prefix
	n      int // the prefix's length
}

// Root is the empty prefix, which every word begins with.
func (l *Lexicon) Root() Prefix { return Prefix{0, len(l.words), 0} }

// Dead reports whether no word begins with the prefix.
func (p Prefix) Dead() bool { return p.lo >= p.hi }

// Len is the number of letters in the prefix.
func (p Prefix) Len() int { return p.n }

// IsWord reports whether the prefix is itself a word.
func (l *Lexicon) IsWord(p Prefix) bool {
	return !p.Dead() && len(l.words[p.lo]) == p.n
}

// Extend returns the prefix followed by letter c, in either case.
func (l *Lexicon) Extend(p Prefix, c byte) Prefix {
	if ascii.IsUpper(c) {
		c += 'a' - 'A'
	}
	words := l.words[p.lo:p.hi]
	at := func(i int) int { // the letter after the prefix, -1 if none
		if w := words[i]; len(w) > p.n {
			return int(w[p.n])
		}
		return -1
	}
	lo := sort.Search(len(words), func(i int) bool { return at(i) >= int(c) })
	hi := lo + sort.Search(len(words)-lo, func(i int) bool { return at(lo+i) > int(c) })
	return Prefix{p.lo + lo, p.lo + hi, p.n + 1}
}
