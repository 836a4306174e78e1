package lexicon

import (
	"sync"

	"scraebbkle/resources"
)

// builtinLexicon is the built-in word list, loaded once for the tests.
var builtinLexicon = sync.OnceValue(func() *Lexicon { return New(resources.WordList) })

// builtinGraph is the built-in word list's graph.
func builtinGraph() *Graph { return builtinLexicon().Graph() }
