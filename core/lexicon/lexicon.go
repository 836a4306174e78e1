package lexicon

import (
	"bytes"
	"sort"
	"strings"
	"sync"

	"scraebbkle/internal/ascii"
)

// Lexicon is the word list: the words a move may form. Words are kept
// lower-case and sorted, so that the list doubles as a trie: a [Prefix]
// narrows the range of words that begin with the letters read so far.
//
// The words lie in one string, each followed by a newline, with where
// each begins: a word costs its letters, its newline and four bytes,
// where a string of its own would take a header of sixteen, which counts
// in lists of millions of words.
type Lexicon struct {
	name      string   // the file it was read from, or "" for the built-in list
	text      string   // the words, each followed by a newline but perhaps the last
	starts    []uint32 // word i is text[starts[i]:starts[i+1]-1]
	graphOnce sync.Once
	graph     *Graph
}

// New makes a lexicon from text with one word a line, of less than 4 GB.
// Letters are folded to lower case, Windows line endings and blank lines
// are ignored, and lines that are not plain ASCII letters are skipped.
// Sorted, lower-case input (such as the built-in list) is used in place
// without copying the words.
func New(text string) *Lexicon {
	if starts, ok := sortedWordStarts(text); ok {
		return &Lexicon{text: text, starts: starts}
	}
	data := []byte(text)
	wb := newWordBuffer(data)
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		if w := bytes.TrimSuffix(line, []byte("\r")); isWord(w) {
			wb.add(w)
		}
	}
	return wb.lexicon()
}

// sortedWordStarts returns where each word of text begins, and last
// where a word after the last would, if text is words of lower-case
// letters, sorted and distinct, each followed by a newline but perhaps
// the last.
func sortedWordStarts(text string) ([]uint32, bool) {
	starts := make([]uint32, 0, strings.Count(text, "\n")+2)
	prev, at := "", 0
	for at < len(text) {
		end := strings.IndexByte(text[at:], '\n')
		if end < 0 {
			end = len(text) - at
		}
		w := text[at : at+end]
		if w <= prev || !isLowerWord(w) {
			return nil, false
		}
		starts = append(starts, uint32(at))
		prev, at = w, at+end+1
	}
	return append(starts, uint32(at)), true
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

// isWord reports whether w is made of ASCII letters only, in either case.
func isWord(w []byte) bool {
	for _, c := range w {
		if !ascii.IsLower(c) && !ascii.IsUpper(c) {
			return false
		}
	}
	return true
}

// Graph returns the lexicon's word graph for the move generator, building
// it on the first call (some 80 ms for the built-in list). It is safe to
// call from several goroutines.
func (l *Lexicon) Graph() *Graph {
	l.graphOnce.Do(func() { l.graph = NewGraph(l) })
	return l.graph
}

// Name is the name of the file the word list was read from, or "" for
// the list built into the program.
func (l *Lexicon) Name() string { return l.name }

// Len is the number of words.
func (l *Lexicon) Len() int { return len(l.starts) - 1 }

// word is word i of the list.
func (l *Lexicon) word(i int) string {
	return l.text[l.starts[i] : l.starts[i+1]-1]
}

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
func (l *Lexicon) Root() Prefix { return Prefix{0, l.Len(), 0} }

// Dead reports whether no word begins with the prefix.
func (p Prefix) Dead() bool { return p.lo >= p.hi }

// Len is the number of letters in the prefix.
func (p Prefix) Len() int { return p.n }

// IsWord reports whether the prefix is itself a word.
func (l *Lexicon) IsWord(p Prefix) bool {
	return !p.Dead() && len(l.word(p.lo)) == p.n
}

// Extend returns the prefix followed by letter c, in either case.
func (l *Lexicon) Extend(p Prefix, c byte) Prefix {
	if ascii.IsUpper(c) {
		c += 'a' - 'A'
	}
	if !ascii.IsLower(c) {
		return Prefix{p.lo, p.lo, p.n + 1}
	}
	// The letter after the prefix in word i of its range. Each word there
	// goes on past the prefix or ends with it, where its newline, or the
	// end of the text, reads as a letter before 'a'.
	at := func(i int) byte {
		if k := int(l.starts[p.lo+i]) + p.n; k < len(l.text) {
			return l.text[k]
		}
		return '\n'
	}
	n := p.hi - p.lo
	lo := sort.Search(n, func(i int) bool { return at(i) >= c })
	hi := lo + sort.Search(n-lo, func(i int) bool { return at(lo+i) > c })
	return Prefix{p.lo + lo, p.lo + hi, p.n + 1}
}

// BuiltInName is the name other programs, and records of games, give the
// word list built into the program: SOWPODS, from which it is taken.
const BuiltInName = "SOWPODS"
