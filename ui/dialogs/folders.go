package dialogs

import "fyne.io/fyne/v2"

// Folders is where the file dialogs open, by the kind of file they
// read or write: the folder of the last such file chosen, in either of
// the program's windows. A kind of game file (a saved game, a record) not
// chosen yet opens in the folder of the last game file of any kind; board
// files and word lists keep apart. The folders are kept in the preferences, so that the
// next run opens where this one left off. Without a folder, the dialog
// opens where Fyne chooses.
type Folders struct {
	prefs fyne.Preferences
	keep  func() []Kept
}

// Kept is a file that the program reads, which no file dialog writes
// over but with a file of its own kind: the word list of a game, its board
// file, the game's autosave.
type Kept struct {
	Path string // the file
	What string // what it is, after "it is": "the word list words.txt"
	Kind Kind   // the kind of file it is, which may replace it; -1 for none
}

// Keep has the file dialogs refuse to write over the files that files
// returns, asked each time a file is chosen.
func (f *Folders) Keep(files func() []Kept) { f.keep = files }

// kept are the files the file dialogs do not write over.
func (f *Folders) kept() []Kept {
	if f.keep == nil {
		return nil
	}
	return f.keep()
}

// The preferences that keep the folders: prefFolder and a kind's name,
// and prefGameFolder for the last game file of any kind.
const (
	prefFolder     = "folder."
	prefGameFolder = "folder.anyGame"
)

// Remember keeps dir as the folder of files of kind.
func (f *Folders) Remember(kind Kind, dir string) {
	f.prefs.SetString(prefFolder+kind.name(), dir)
	if kind.ofGame() {
		f.prefs.SetString(prefGameFolder, dir)
	}
}

// FolderFor is the folder a file dialog for files of kind opens in, or "".
func (f *Folders) FolderFor(kind Kind) string {
	if dir := f.prefs.String(prefFolder + kind.name()); dir != "" || !kind.ofGame() {
		return dir
	}
	return f.prefs.String(prefGameFolder)
}

// NewFolders returns the folders kept in prefs.
func NewFolders(prefs fyne.Preferences) *Folders { return &Folders{prefs: prefs} }
