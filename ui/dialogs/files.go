package dialogs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/phrase"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// Kind is a kind of file the file dialogs read or write. Each kind
// keeps its own folder, so that a game's text record, a .txt file too,
// is not saved among the board files and then listed with them.
type Kind int

// The kinds of file.
const (
	BoardFile Kind = iota
	SavedGame
	TextRecord
	GCGRecord
	WordList
	Reviewed // a game to review: a GCG record or a saved game
)

// name names kind k in the preferences.
func (k Kind) name() string {
	return [...]string{BoardFile: "board", SavedGame: "game", TextRecord: "text", GCGRecord: "gcg", WordList: "words", Reviewed: "review"}[k]
}

// ext is the extension of files of kind k.
func (k Kind) ext() string {
	return [...]string{BoardFile: ".txt", SavedGame: ".json", TextRecord: ".txt", GCGRecord: ".gcg", WordList: ".txt", Reviewed: ".gcg"}[k]
}

// opens are the extensions of the files of kind k that Open lists.
func (k Kind) opens() []string {
	if k == Reviewed {
		return []string{".gcg", ".json"}
	}
	return []string{k.ext()}
}

// openTitle is the title of the file dialog that opens a file of kind k,
// in place of Fyne's "Open File"; saveTitle, of Fyne's "Save File".
func (k Kind) openTitle() string {
	return [...]string{BoardFile: "Open a Board File", SavedGame: "Open a Saved Game", TextRecord: "Open a Text Record", GCGRecord: "Open a GCG Record", WordList: "Open a Word List", Reviewed: "Open a Game to Review"}[k]
}

// saveTitle is the title of the dialog that saves a file of kind k.
func (k Kind) saveTitle() string {
	return [...]string{BoardFile: "Save the Board As", SavedGame: "Save the Game As", TextRecord: "Export the Game as Text", GCGRecord: "Export the Game as GCG", WordList: "Save the Word List As", Reviewed: "Save the Game As"}[k]
}

// readLimit is the most bytes read from a file of kind k.
func (k Kind) readLimit() int64 {
	switch k {
	case BoardFile:
		return board.MaxFileBytes
	case WordList:
		return lexicon.MaxFileBytes
	}
	return save.MaxFileBytes
}

// ofGame reports whether files of kind k are the game's own: a saved game
// or a record, whose folders go together, where board files and word
// lists keep apart.
func (k Kind) ofGame() bool { return k != BoardFile && k != WordList }

// SavedAs says where a file was saved at path, its name first, so that a
// long folder is what a status line cuts short.
func SavedAs(path string) string {
	return fmt.Sprintf("Saved as %s in %s.", filepath.Base(path), filepath.Dir(path))
}

// Files shows Fyne's file dialogs in the window of dialogs, which
// the keyboard answers (Escape closes them) and which says what went wrong.
type Files struct{ dialogs *Keyed }

// Files are the file dialogs of the window of k.
func (k *Keyed) Files() Files { return Files{dialogs: k} }

// Open lets the player choose a file of kind, and hands the chosen file's
// name, path and contents to picked. Only regular files are listed:
// opening a named pipe would wait for a writer.
func (f Files) Open(kind Kind, picked func(name, path string, data []byte)) {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			f.dialogs.ShowError(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		data, err := fileio.ReadLimited(r, kind.readLimit())
		if err != nil {
			name := fileio.ShownName(filepath.Base(r.URI().Path()))
			f.dialogs.Tell("Cannot open "+name, phrase.Sentence(err), nil)
			return
		}
		f.chosen(kind, r.URI())
		picked(filepath.Base(r.URI().Path()), r.URI().Path(), data)
	}, f.dialogs.win)
	fd.SetTitleText(kind.openTitle())
	f.Show(fd, kind, regularFiles{storage.NewExtensionFileFilter(kind.opens())})
}

// fileDialogSize is the size of the file dialogs, which Fyne shrinks to
// fit a smaller window: room for a dozen files, where Fyne's own least
// size shows four or five.
var fileDialogSize = fyne.NewSize(860, 620)

// Show shows file dialog fd, for files of kind, in the folder of the last
// such file chosen, listing the files that filter lets through.
func (f Files) Show(fd *dialog.FileDialog, kind Kind, filter storage.FileFilter) {
	f.startIn(fd, kind)
	fd.SetFilter(filter)
	f.dialogs.Show(fd, Keys{Escape: fd.Hide})
	fd.Resize(fileDialogSize) // once shown: before, Fyne 2.8.1's Resize fails
}

// startIn opens file dialog fd, for files of kind, in the folder of the
// last such file chosen, or else in the player's home folder: not in the
// last folder any file dialog showed, as Fyne would, which may hold
// Files of another kind, nor in the program's own storage.
func (f Files) startIn(fd *dialog.FileDialog, kind Kind) {
	folder := f.dialogs.folders.FolderFor(kind)
	if folder == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return
		}
		folder = home
	}
	if dir, err := storage.ListerForURI(storage.NewFileURI(folder)); err == nil {
		fd.SetLocation(dir)
	}
}

// chosen remembers the folder of a local file of kind chosen in a file
// dialog.
func (f Files) chosen(kind Kind, u fyne.URI) {
	if u.Scheme() == "file" {
		f.dialogs.folders.Remember(kind, filepath.Dir(u.Path()))
	}
}

// regularFiles lists the files its filter lists that are files (not
// folders, pipes or devices; fileio.IsFile), or not local.
type regularFiles struct{ storage.FileFilter }

// Matches reports whether u is listed.
func (r regularFiles) Matches(u fyne.URI) bool {
	if !r.FileFilter.Matches(u) {
		return false
	}
	if u.Scheme() != "file" {
		return true
	}
	info, err := os.Stat(u.Path())
	return err == nil && fileio.IsFile(info.Mode())
}

// Write shows the save dialog, suggesting a file name, and writes what
// data returns to the file chosen, as a file of kind, and tells saved
// where: a local file all at once, so that it is never left half written,
// and only a regular file or a new name that its permissions let the
// program write and that is none of the files the program reads
// (Folders.Keep). Choosing a file in the dialog does nothing to it
// (deferredWrites). data is asked once the file is chosen, so that what
// is saved is what is on screen then, even if a computer moved while the
// dialog was open.
func (f Files) Write(kind Kind, suggested string, data func() []byte, saved func(path string)) {
	deferWrites()
	fd := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			f.dialogs.ShowError(err)
		case wc == nil: // cancelled
		case wc.URI().Scheme() == "file":
			wc.Close()
			f.chosen(kind, wc.URI())
			f.saveLocal(wc.URI().Path(), kind, data, saved)
		default:
			_, err = wc.Write(data())
			if cerr := wc.Close(); err == nil {
				err = cerr
			}
			f.done(wc.URI().Path(), err, saved)
		}
	}, f.dialogs.win)
	fd.SetFileName(suggested)
	fd.SetTitleText(kind.saveTitle())
	f.Show(fd, kind, storage.NewExtensionFileFilter([]string{kind.ext()})) // the files of the kind saved, as Open lists
}

// saveLocal writes data to the local file at path, chosen in the save
// dialog, adding the extension of kind when the name has another or none,
// so that the file can be opened again where only files of that kind are
// listed. The dialog asked before replacing the file it was given, not the
// one with the extension, so replacing that one is asked here; No brings
// the save dialog back, with the name as typed, to choose another.
func (f Files) saveLocal(path string, kind Kind, data func() []byte, saved func(path string)) {
	ext := kind.ext()
	named := WithExtension(path, ext)
	if err := f.mayWrite(named, kind); err != nil { // a folder, say: said at once, not offered to be replaced
		f.done(named, err, saved)
		return
	}
	write := func() { f.done(named, writeAtomic(named, data()), saved) }
	if named == path || !fileio.Exists(named) {
		write()
		return
	}
	f.dialogs.Ask("Replace "+filepath.Base(named)+"?",
		fmt.Sprintf("The file is saved with the extension %s, and %s already exists. Replace it?", ext, filepath.Base(named)),
		func(yes bool) {
			if yes {
				write()
			} else {
				f.Write(kind, filepath.Base(path), data, saved)
			}
		})
}

// done tells saved where the file went, or says why it could not be
// written (cannotSave).
func (f Files) done(path string, err error, saved func(path string)) {
	if err != nil {
		f.dialogs.CannotSave(path, err)
		return
	}
	saved(path)
}

// CannotSave says why the file at path could not be written, err: the
// file's name in the title and before the reason, which is given alone,
// without the system's words for the operation and the path.
func (k *Keyed) CannotSave(path string, err error) {
	name := fileio.ShownName(filepath.Base(path))
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err
	}
	k.Tell("Cannot save "+name, phrase.Sentence(fmt.Errorf("%s: %w", name, err)), nil)
}

// writeAtomic writes a file all at once (a variable, for the tests).
var writeAtomic = fileio.WriteAtomic

// mayWrite says why the file at path may not be written as a file of
// kind, or returns nil: it is not a regular file, its permissions forbid
// it, or it is one of the files the program reads, of another kind
// (Folders.Keep).
func (f Files) mayWrite(path string, kind Kind) error {
	if err := fileio.CanWrite(path); err != nil {
		return err
	}
	for _, k := range f.dialogs.folders.kept() {
		if k.Path != "" && k.Kind != kind && fileio.SameFile(path, k.Path) {
			return &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("it is %s, which would be lost", k.What)}
		}
	}
	return nil
}

// WithExtension is path with the extension ext, such as ".json", added
// when it has another or none.
func WithExtension(path, ext string) string {
	if ext == "" || strings.EqualFold(filepath.Ext(path), ext) {
		return path
	}
	return path + ext
}
