package core

import (
	"testing"

	"scraebbkle/resources"
)

func TestBuiltInLexicon(t *testing.T) {
	l := testLexicon()
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
	l := NewLexicon("Zoo\r\nape\n\nAPE\nbe-e\nCat\n")
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
	l := NewLexicon("an\nand\nant\nbe\n")
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
		NewLexicon(resources.WordList)
	}
}

func BenchmarkContains(b *testing.B) {
	l := testLexicon()
	for b.Loop() {
		l.Contains("scholium")
	}
}
