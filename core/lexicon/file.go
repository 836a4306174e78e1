package lexicon

import (
	"fmt"
	"path/filepath"
	"strings"

	"scraebbkle/internal/fileio"
	"scraebbkle/internal/prose"
)

// MaxFileBytes is the most bytes a word list file may have: several
// times the largest word lists in use.
const MaxFileBytes = 64 << 20

// Load reads the word list file at path, as Parse does. Its errors name
// the file.
func Load(path string) (*Lexicon, error) {
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return Parse(path, data)
}

// Parse reads a word list file, named name: one word a line, of the
// letters A to Z in either case. A UTF-8 byte order mark, Windows line
// endings, blank lines and white space around a word are accepted; any
// other line is refused with its number, and so is a file with no word.
// The lexicon takes the file's base name.
func Parse(name string, data []byte) (*Lexicon, error) {
	text := strings.TrimPrefix(string(data), "\uFEFF")
	shown := fileio.ShownName(name)
	var words []string
	n := 0
	for line := range strings.SplitSeq(text, "\n") {
		n++
		w := strings.ToLower(strings.TrimSpace(line))
		if w != "" && !isLowerWord(w) {
			return nil, fmt.Errorf("%s: line %d: %s is not a word of the letters A to Z", shown, n, prose.Quoted(strings.TrimSpace(line)))
		}
		words = append(words, w)
	}
	l := New(strings.Join(words, "\n"))
	if l.Len() == 0 {
		return nil, fmt.Errorf("%s: the file holds no words", shown)
	}
	l.name = filepath.Base(name)
	return l, nil
}
