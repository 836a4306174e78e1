package core

import (
	"sync"

	"scraebbkle/resources"
)

// builtinLexicon is the built-in word list, loaded once for the tests.
var builtinLexicon = sync.OnceValue(func() *Lexicon { return NewLexicon(resources.WordList) })

// builtinGraph is the built-in word list's graph.
func builtinGraph() *WordGraph { return builtinLexicon().Graph() }
