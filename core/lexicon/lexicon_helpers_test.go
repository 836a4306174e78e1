package lexicon

import (
	"sync"

	"scraebbkle/resources"
)

// builtinLexicon is the built-in word list, loaded once for the tests.
var builtinLexicon = sync.OnceValue(func() *Lexicon { return New(resources.WordList) })

// builtinGraph is the built-in word list's graph.
func builtinGraph() *Graph { return builtinLexicon().Graph() }

// wordsOf lists the words of l, in order.
func wordsOf(l *Lexicon) []string {
	words := make([]string, l.Len())
	for i := range words {
		words[i] = l.word(i)
	}
	return words
}
