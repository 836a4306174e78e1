package lexicon

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"scraebbkle/internal/fileio"
	"scraebbkle/internal/prose"
)

// MaxFileBytes is the most bytes a word list file may have: several
// times the largest word lists in use.
const MaxFileBytes = 64 << 20

// Load reads the word list file at path, as Parse does. Its errors name
// the file. A file that loading could not fit in the memory that is free
// is refused before it is read.
func Load(path string) (*Lexicon, error) {
	if info, err := os.Stat(path); err == nil && info.Size() <= MaxFileBytes {
		if err := checkMemory(int(info.Size())); err != nil {
			return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
		}
	}
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return Parse(path, data)
}

// Parse reads a word list file, named name: one word a line, of the
// letters A to Z in either case. A UTF-8 byte order mark, Windows line
// endings, blank lines and white space around a word are accepted; any
// other line is refused with its number, and so is a file with no word,
// and one that loading could not fit in the memory that is free. The
// lexicon takes the file's base name.
func Parse(name string, data []byte) (*Lexicon, error) {
	shown := fileio.ShownName(name)
	if err := checkMemory(len(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", shown, err)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	wb := newWordBuffer(data)
	n := 0
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		n++
		w := bytes.TrimSpace(line)
		if !isWord(w) {
			return nil, lineError(shown, n, line)
		}
		wb.add(w)
	}
	l := wb.lexicon()
	if l.Len() == 0 {
		return nil, fmt.Errorf("%s: the file holds no words", shown)
	}
	l.name = filepath.Base(name)
	return l, nil
}

// lineError says why line n of the word list shown, which is no word, is
// refused: the first line of a file that is not text at all, such as a
// program chosen by mistake, shows it is not, and any other line is not
// a word.
func lineError(shown string, n int, line []byte) error {
	if col, why := fileio.NotText(string(line)); n == 1 && why != "" {
		return fmt.Errorf("%s: line 1, column %d: %s: a word list is text, one word a line", shown, col, why)
	}
	return fmt.Errorf("%s: line %d: %s is not a word of the letters A to Z", shown, n, prose.Quoted(string(bytes.TrimSpace(line))))
}
