package review

import (
	"bytes"
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/gcg"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
)

// Source is what reading a game to review needs besides its file.
type Source struct {
	// Lexicon is the word list the game is judged with.
	Lexicon *lexicon.Lexicon
	// Rules is the game of a GCG record that does not name its own; nil
	// takes the one it names, or classic Scrabble.
	Rules *rules.Set
	// Board is the board of a GCG record; nil takes the one it names, or
	// the game's default board.
	Board *board.Board
}

// MaxFileBytes is the most bytes a file to review may have: the larger of
// a saved game's and a GCG record's limits.
const MaxFileBytes = save.MaxFileBytes

// Load reads the game to review in the file at path, as Read does. Its
// errors name the file.
func Load(path string, src Source) (*Game, error) {
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return Read(path, data, src)
}

// Read reads the game to review in data, read from the file name: a saved
// game, which holds its rules, board and every rack, or a record in GCG.
// Its errors name the file.
func Read(name string, data []byte, src Source) (*Game, error) {
	g, err := read(data, src)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(name), err)
	}
	return g, nil
}

// read reads data, a saved game or a GCG record.
func read(data []byte, src Source) (*Game, error) {
	if isSave(data) {
		g, _, err := save.Load(&referee.Referee{Rules: rules.ScraeBBKle(), Lexicon: src.Lexicon}, data)
		if err != nil {
			return nil, err
		}
		return FromGame(g, nil)
	}
	return readRecord(data, src)
}

// isSave reports whether data is a saved game rather than a GCG record:
// JSON text, which begins with a brace.
func isSave(data []byte) bool {
	text := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\uFEFF")))
	return len(text) > 0 && text[0] == '{'
}

// readRecord reads a GCG record, and replays it (FromRecord).
func readRecord(data []byte, src Source) (*Game, error) {
	rec, err := gcg.Parse("", data)
	if err != nil {
		return nil, err
	}
	return FromRecord(rec, src)
}
