package ui

import (
	"bytes"
	"encoding/json"
	"path/filepath"

	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/ui/games"
	"scraebbkle/ui/newgame"
)

// wordLists are the word lists the window plays with: the one built into
// the program, which the program loads in the background as the window
// opens (Config.Words, once Ready), and word list files, each read in the
// background and kept while the program runs, so that New Game and every
// game after it find it read.
type wordLists struct {
	a     *App
	files map[string]*wordFile // by path
}

// wordFile is a word list file being read, or read: its list, or why it
// cannot be played with, and what waits for it.
type wordFile struct {
	lex     *lexicon.Lexicon
	err     error
	done    bool
	waiting []func(*lexicon.Lexicon, error)
}

// read reads the word list file at path in the background, data its bytes
// when not nil (as a file dialog read them), and builds its word graph,
// unless it is read or being read already (data, new bytes, reads it
// again); then it calls then on the UI goroutine with the list, or why it
// cannot be played with.
func (w *wordLists) read(path string, data []byte, then func(*lexicon.Lexicon, error)) {
	if f, ok := w.files[path]; ok && data == nil {
		if f.done {
			then(f.lex, f.err)
			return
		}
		f.waiting = append(f.waiting, then)
		return
	}
	f := &wordFile{waiting: []func(*lexicon.Lexicon, error){then}}
	if w.files == nil {
		w.files = map[string]*wordFile{}
	}
	w.files[path] = f
	load, post := w.loader(), w.a.cfg.Post
	go func() {
		lex, err := loadWords(load, path, data)
		post(func() {
			f.lex, f.err, f.done = lex, err, true
			waiting := f.waiting
			f.waiting = nil
			for _, then := range waiting {
				then(lex, err)
			}
		})
	}()
}

// loadWords reads a word list file with load, or from data when not nil,
// and builds its word graph, as the generator will need it.
func loadWords(load func(string) (*lexicon.Lexicon, error), path string, data []byte) (*lexicon.Lexicon, error) {
	var lex *lexicon.Lexicon
	var err error
	if data != nil {
		lex, err = lexicon.Parse(path, data)
	} else {
		lex, err = load(path)
	}
	if err == nil {
		lex.Graph()
	}
	return lex, err
}

// loader is how word list files are read: Config.LoadWords, or
// lexicon.Load.
func (w *wordLists) loader() func(string) (*lexicon.Lexicon, error) {
	if load := w.a.cfg.LoadWords; load != nil {
		return load
	}
	return lexicon.Load
}

// get calls then with the word list at path, "" for the built-in list,
// once it is read: at once when it is, and otherwise on the UI goroutine
// later.
func (w *wordLists) get(path string, then func(*lexicon.Lexicon, error)) {
	if path == "" {
		w.a.whenReady(func() { then(w.a.cfg.Words(), nil) })
		return
	}
	w.read(path, nil, then)
}

// count reads the word list file at path, data its bytes when not nil,
// and tells done how many words it holds or why it cannot be played with,
// as New Game asks (newgame.Host.ReadWords).
func (w *wordLists) count(path string, data []byte, done func(int, error)) {
	w.read(path, data, func(lex *lexicon.Lexicon, err error) {
		if err != nil {
			done(0, err)
			return
		}
		done(lex.Len(), nil)
	})
}

// loadSaved loads the saved game in data, with the word list it was
// played with, under the rules it names, and calls then with it and its
// extras, or why it cannot be loaded: at once when its word list is read,
// and otherwise on the UI goroutine later.
func (w *wordLists) loadSaved(data []byte, then func(*game.Game, save.Extras, error)) {
	w.forSave(data, func(lex *lexicon.Lexicon) {
		g, x, err := save.Load(&referee.Referee{Rules: games.Default(), Lexicon: lex}, data)
		then(g, x, err)
	})
}

// forSave calls then with the word list the saved game in data was played
// with: the built-in list, a file read already that bears its name, or a
// file of that name the window knows of (the last one chosen, the one
// asked for with -words), read first. A game played with a list the
// window cannot find is loaded with the built-in list, which save.Load
// then refuses, naming the list the game needs.
func (w *wordLists) forSave(data []byte, then func(*lexicon.Lexicon)) {
	name := savedWords(data)
	for _, path := range w.known() {
		if name != "" && filepath.Base(path) == name {
			w.get(path, func(lex *lexicon.Lexicon, err error) {
				if err != nil {
					w.get("", func(lex *lexicon.Lexicon, _ error) { then(lex) })
					return
				}
				then(lex)
			})
			return
		}
	}
	w.get("", func(lex *lexicon.Lexicon, _ error) { then(lex) })
}

// known are the word list files the window knows of: those read, the one
// New Game remembers and the one asked for with -words.
func (w *wordLists) known() []string {
	var paths []string
	for path, f := range w.files {
		if f.done && f.err == nil {
			paths = append(paths, path)
		}
	}
	return append(paths, w.a.fyne.Preferences().String(newgame.PrefWordsFile), w.a.cfg.WordsPath)
}

// has reports whether a word list file called name has been read.
func (w *wordLists) has(name string) bool {
	for path, f := range w.files {
		if f.done && f.err == nil && filepath.Base(path) == name {
			return true
		}
	}
	return false
}

// savedWords is the name of the word list a saved game was played with,
// "" for the built-in list, as the save file's "words" field gives it.
func savedWords(data []byte) string {
	var s struct {
		Words string `json:"words"`
	}
	if json.Unmarshal(bytes.TrimPrefix(data, []byte("\uFEFF")), &s) != nil {
		return ""
	}
	return s.Words
}
