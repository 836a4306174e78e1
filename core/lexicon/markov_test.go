package lexicon

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"

	"scraebbkle/resources"
)

// letterChain draws pseudo-words letter by letter, each letter given the
// two before it, with the frequencies of the built-in list. Its words
// have the letter statistics of real words but share their endings far
// less (no -ING, -NESS, -S run through whole families of words), so their
// word graph minimises less well than a real list's: a list of them is a
// hard case for the memory of loading, not a flattering one.
type letterChain struct {
	// cum[state] holds the running totals of what follows a state: slot 0
	// the end of the word, slot c the letter 'a'+c-1. A state is the two
	// letters before, 0 standing for the start of the word.
	cum [27 * 27][27]uint32
}

// newLetterChain counts the letters of the words of text, one a line.
func newLetterChain(text string) *letterChain {
	ch := &letterChain{}
	for w := range strings.SplitSeq(text, "\n") {
		a, b := 0, 0
		for i := 0; i <= len(w); i++ {
			c := 0
			if i < len(w) {
				c = int(w[i]-'a') + 1
			}
			ch.cum[a*27+b][c]++
			a, b = b, c
		}
	}
	for s := range ch.cum {
		for c := 1; c < 27; c++ {
			ch.cum[s][c] += ch.cum[s][c-1]
		}
	}
	return ch
}

// word appends to w a word drawn from the chain, in upper case, and
// reports false when it runs past maxLen letters.
func (ch *letterChain) word(rng *rand.Rand, w []byte, maxLen int) ([]byte, bool) {
	a, b := 0, 0
	for {
		row := &ch.cum[a*27+b]
		c, _ := slices.BinarySearch(row[:], uint32(rng.IntN(int(row[26])))+1)
		if c == 0 {
			return w, true
		}
		if len(w) == maxLen {
			return w, false
		}
		w = append(w, 'A'+byte(c-1))
		a, b = b, c
	}
}

// markovList makes a word list file of at least size bytes, the same for
// the same seed: distinct words of 2 to 15 letters drawn from the chain
// of the built-in list, in upper case, sorted, one a line.
func markovList(size int, seed uint64) []byte {
	ch := newLetterChain(resources.WordList)
	rng := rand.New(rand.NewPCG(seed, seed))
	seen := map[string]bool{}
	var words []string
	var w []byte
	for total := 0; total < size; {
		var ok bool
		if w, ok = ch.word(rng, w[:0], 15); !ok || len(w) < 2 || seen[string(w)] {
			continue
		}
		seen[string(w)] = true
		words = append(words, string(w))
		total += len(w) + 1
	}
	slices.Sort(words)
	var buf bytes.Buffer
	buf.Grow(size + 16)
	for _, w := range words {
		buf.WriteString(w)
		buf.WriteByte('\n')
	}
	return buf.Bytes()
}
