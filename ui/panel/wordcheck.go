package panel

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/ui/dialogs"
)

// Word says whether a typed word is in the word list, as it is typed.
type Word struct {
	lex     *lexicon.Lexicon
	entry   *dialogs.Entry
	verdict *widget.Label
	content fyne.CanvasObject
}

// newWord returns the word check of lexicon lex; Escape in its box
// calls done.
func newWord(lex *lexicon.Lexicon, done func()) *Word {
	w := &Word{lex: lex, entry: dialogs.NewEntry(), verdict: widget.NewLabel("")}
	w.entry.SetKeys(dialogs.Keys{Escape: done})
	w.entry.SetPlaceHolder("Type a word")
	w.entry.OnChanged = func(string) { w.check() }
	w.verdict.Wrapping = fyne.TextWrapWord
	w.check()
	w.content = container.NewVBox(widget.NewLabel("Is it in the word list?"), w.entry, w.verdict)
	return w
}

// clear empties the box and its verdict.
func (w *Word) clear() { w.entry.SetText("") }

// check shows whether the entry's word is in the list.
func (w *Word) check() {
	w.verdict.SetText(verdict(w.lex, w.entry.Text))
}

// verdict says whether word is in lexicon lex, in any case.
func verdict(lex *lexicon.Lexicon, word string) string {
	word = strings.TrimSpace(word)
	switch {
	case word == "":
		return "Type a word to check it."
	case !move.IsLetters(word):
		return "A word has only the letters A to Z."
	}
	word = strings.ToUpper(word) // ASCII now: no other letter becomes one of A to Z
	if lex.Contains(word) {
		return "✔ " + word + " is in the word list."
	}
	return "✘ " + word + " is not in the word list."
}
