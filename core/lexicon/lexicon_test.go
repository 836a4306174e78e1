package lexicon

import (
	"strings"
	"testing"

	"scraebbkle/resources"
)

func TestBuiltInLexicon(t *testing.T) {
	l := builtinLexicon()
	if l.Len() != 267751 {
		t.Errorf("%d words, want 267751", l.Len())
	}
	for _, w := range []string{"aa", "zzzs", "PINNULAS", "scholium", "TeNzOn", "qi"} {
		if !l.Contains(w) {
			t.Errorf("%s is missing", w)
		}
	}
	for _, w := range []string{"", "a", "rros", "zzzzz", "pinnula s", "qu"} {
		if l.Contains(w) {
			t.Errorf("%q should not be a word", w)
		}
	}
}

func TestNewLexiconCleansInput(t *testing.T) {
	l := New("Zoo\r\nape\n\nAPE\nbe-e\nCat\n")
	for _, tc := range []struct {
		word string
		want bool
	}{{"zoo", true}, {"APE", true}, {"cat", true}, {"be-e", false}, {"", false}} {
		if got := l.Contains(tc.word); got != tc.want {
			t.Errorf("Contains(%q) = %v", tc.word, got)
		}
	}
	if l.Len() != 3 {
		t.Errorf("%d words, want 3 (duplicates and bad lines dropped)", l.Len())
	}
}

func TestPrefixWalk(t *testing.T) {
	l := New("an\nand\nant\nbe\n")
	p := l.Extend(l.Root(), 'A')
	if p.Dead() || l.IsWord(p) || p.Len() != 1 {
		t.Fatalf("prefix a: %+v", p)
	}
	if p = l.Extend(p, 'n'); !l.IsWord(p) {
		t.Fatal("an is a word")
	}
	if q := l.Extend(p, 'd'); !l.IsWord(q) {
		t.Fatal("and is a word")
	}
	if q := l.Extend(p, 'x'); !q.Dead() {
		t.Fatal("anx begins no word")
	}
	if q := l.Extend(l.Extend(l.Root(), 'c'), 'a'); !q.Dead() {
		t.Fatal("ca begins no word")
	}
}

func BenchmarkNewLexicon(b *testing.B) {
	for b.Loop() {
		New(resources.WordList)
	}
}

func BenchmarkContains(b *testing.B) {
	l := builtinLexicon()
	for b.Loop() {
		l.Contains("scholium")
	}
}

// FuzzNewLexicon makes word lists from text: every line that is a word in
// either case is in the list and in its word graph, and nothing else is.
func FuzzNewLexicon(f *testing.F) {
	f.Add("aa\nab\nzoo\n")
	f.Add("Zoo\r\naa\nAA\n\nb-c\nzz")
	f.Add("\xff\nqi\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<12 {
			return
		}
		l := New(text)
		want := map[string]bool{}
		for line := range strings.SplitSeq(text, "\n") {
			// Only ASCII letters make words: strings.ToLower would take
			// the Turkish dotted capital I, or the Kelvin sign, to an
			// ASCII letter.
			if line = strings.TrimSuffix(line, "\r"); line != "" && isWord([]byte(line)) {
				want[strings.ToLower(line)] = true
			}
		}
		if l.Len() != len(want) {
			t.Fatalf("%d words, want %d", l.Len(), len(want))
		}
		g := l.Graph()
		for w := range want {
			if !l.Contains(w) || !g.Contains(strings.ToUpper(w)) {
				t.Fatalf("%q is missing: list %v, graph %v", w, l.Contains(w), g.Contains(strings.ToUpper(w)))
			}
		}
		for line := range strings.SplitSeq(text, "\n") {
			if w := strings.ToLower(line); !want[w] && (l.Contains(w) || g.Contains(strings.ToUpper(w))) {
				t.Fatalf("%q is in the list but not a word of the text", line)
			}
		}
	})
}

// TestParseWordList reads word list files, refusing a line that is not a
// word with its number.
func TestParseWordList(t *testing.T) {
	l, err := Parse("dir/mine.txt", []byte("\uFEFFZebra\r\n  quiz \n\nqi\tzoo\n"))
	if err == nil {
		t.Fatalf("a line of two words was read: %v", wordsOf(l))
	}
	if want := `dir/mine.txt: line 4: "qi\tzoo" is not a word of the letters A to Z`; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	l, err = Parse("dir/mine.txt", []byte("\uFEFFZebra\r\n  quiz \n\nqi\n"))
	if err != nil || l.Name() != "mine.txt" || l.Len() != 3 || !l.Contains("ZEBRA") || !l.Contains("quiz") {
		t.Errorf("Parse = %v, %v", l, err)
	}
	if _, err := Parse("empty.txt", []byte("\n \n")); err == nil || err.Error() != "empty.txt: the file holds no words" {
		t.Errorf("an empty list: %v", err)
	}
	// A program chosen by mistake is called what it is, not a word.
	want := "ls: line 1, column 1: this is not a text file: it holds the control character U+007F: a word list is text, one word a line"
	if _, err := Parse("ls", []byte("\x7fELF\x02\x01\x01\x00\nmore")); err == nil || err.Error() != want {
		t.Errorf("a program: %v, want %q", err, want)
	}
}

// FuzzParseWordList checks that Parse never panics and that every word
// it reads is a word of its list.
func FuzzParseWordList(f *testing.F) {
	f.Add([]byte("zebra\nQUIZ\r\n"))
	f.Add([]byte("don't\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse("fuzz.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.txt: ") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		for _, w := range wordsOf(l) {
			if !l.Contains(w) || !isLowerWord(w) {
				t.Fatalf("word %q", w)
			}
		}
	})
}
