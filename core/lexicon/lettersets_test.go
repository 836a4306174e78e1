package lexicon

import "testing"

// lettersOf is the sum of the keys of a word's letters.
func lettersOf(w string) Letters {
	var sum Letters
	for i := 0; i < len(w); i++ {
		sum += LetterKey(w[i] - 'a')
	}
	return sum
}

// TestLetterSets checks that the letters of every word of a list, in any
// order, are in its sets, and that letters no word is made of are not.
func TestLetterSets(t *testing.T) {
	l := New("ablated\nbael\nqi\nzax\nretains\n")
	sets := l.Graph().LetterSets()
	for _, w := range []string{"ablated", "daltbea", "bael", "able", "qi", "iq", "zax", "retains", "stainer", "nastier"} {
		if !sets.Has(lettersOf(w)) {
			t.Errorf("%q: not found", w)
		}
	}
	for _, w := range []string{"ablate", "baell", "q", "zaxx", "retainss", "", "xyz"} {
		if sets.Has(lettersOf(w)) {
			t.Errorf("%q: found", w)
		}
	}
}
