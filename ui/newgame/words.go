package newgame

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
)

// wordsPick is the choice of the word list: the one built into the
// program, or a word list file, which the window reads in the background
// (Host.ReadWords), a file remembered from the last game as much as one
// just chosen.
type wordsPick struct {
	n       *Chooser
	choice  *widget.RadioGroup // ChoiceBuiltIn or ChoiceWordsFile
	path    string             // the file chosen, "" for none
	name    *dialogs.CappedLabel
	why     *widget.Label // why the file cannot be played with, hidden when it can
	row     *fyne.Container
	content fyne.CanvasObject
}

// newWordsPick offers the word lists of Chooser n, with the file at path
// chosen, "" for the built-in list, its radio buttons laid out with their
// Keeper from k.
func newWordsPick(n *Chooser, path string, k keepers) *wordsPick {
	w := &wordsPick{n: n, choice: choiceGroup(ChoiceBuiltIn, ChoiceWordsFile, ChoiceBuiltIn), name: dialogs.NewCappedLabel(FileNameWidth), why: widget.NewLabel("")}
	w.choice.OnChanged = w.changed
	w.why.Wrapping = fyne.TextWrapWord
	w.why.Hide()
	w.row = container.NewHBox(widget.NewButton("Load file…", func() { n.PickWordsFile(w.load) }), w.name)
	w.content = container.NewVBox(k.wrap(w.choice), w.row, w.why)
	if path != "" {
		w.read(path, nil)
	}
	return w
}

// changed asks for a file when "Word list file" is chosen and none is.
func (w *wordsPick) changed(choice string) {
	if choice == ChoiceWordsFile && w.path == "" {
		w.choice.SetSelected(ChoiceBuiltIn) // until a file is read
		w.n.PickWordsFile(w.load)
	}
}

// load takes the word list file name, at path, whose bytes a file dialog
// read as data.
func (w *wordsPick) load(_, path string, data []byte) { w.read(path, data) }

// read has the window read the word list file at path, data its bytes
// when not nil, and chooses it meanwhile; a file that cannot be played
// with is named with why, and the built-in list is chosen again.
func (w *wordsPick) read(path string, data []byte) {
	w.path = path
	name := fileio.ShownName(filepath.Base(path))
	w.show(name + " (reading…)")
	w.choice.SetSelected(ChoiceWordsFile)
	w.n.host.ReadWords(path, data, func(words int, err error) {
		if w.path != path { // another file was chosen meanwhile
			return
		}
		if err != nil {
			w.path = ""
			w.show(name + " cannot be played with")
			w.why.SetText(phrase.Sentence(err))
			w.why.Show()
			w.choice.SetSelected(ChoiceBuiltIn)
			return
		}
		w.show(fmt.Sprintf("%s, %s", name, phrase.Counted(words, "word")))
	})
}

// show names the file chosen, and lays its row out again for the name's
// width.
func (w *wordsPick) show(text string) {
	w.why.Hide()
	w.name.SetText(text)
	w.row.Refresh()
}

// chosen is the word list file chosen, or "" for the built-in list.
func (w *wordsPick) chosen() string {
	if w.choice.Selected == ChoiceWordsFile {
		return w.path
	}
	return ""
}
