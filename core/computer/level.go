package computer

import (
	"fmt"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"strings"
)

// Level is how well a computer player plays.
type Level uint8

// The levels of computer play.
const (
	Easy   Level = iota // plays a legal move of modest score
	Normal              // plays the highest-scoring move
	Strong              // plays for the win
)

// Levels lists every level, weakest first.
var Levels = []Level{Easy, Normal, Strong}

// String names the level: "easy", "normal" or "strong".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Strong:
		return "strong"
	}
	return "normal"
}

// ParseLevel reads a level's name, in any case.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return Normal, fmt.Errorf("unknown computer level %q: choose easy, normal or strong", s)
}

// New returns a computer player of the given level. Its random
// choices, if any, are drawn from seed. The word list is shared, read-only.
func New(rules *rules.Set, lex *lexicon.Lexicon, level Level, seed uint64) Strategy {
	switch level {
	case Easy:
		return NewModest(rules, lex, seed)
	case Strong:
		return NewStrong(rules, lex, DefaultStrongBudget, seed)
	}
	return NewBest(rules, lex)
}
