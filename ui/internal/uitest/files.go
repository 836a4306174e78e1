package uitest

import (
	"os"
	"path/filepath"
	"testing"
)

// WriteBoard writes a board file in a temporary folder and returns its path.
func WriteBoard(t *testing.T, name, text string) string {
	t.Helper()
	return WriteFile(t, name, text)
}

// WriteFile writes a file of text, such as a word list, in a temporary
// folder and returns its path.
func WriteFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// ReadFile reads a file the test wrote.
func ReadFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// FilePicker stands in for the file dialog: each call hands over the next
// file, or cancels when there is none left.
type FilePicker struct {
	T     *testing.T
	Files []string // paths
	Calls int
}

// Pick hands the next file to picked, or cancels.
func (p *FilePicker) Pick(picked func(name, path string, data []byte)) {
	p.Calls++
	if len(p.Files) == 0 {
		return // cancelled
	}
	path := p.Files[0]
	p.Files = p.Files[1:]
	data, err := os.ReadFile(path)
	if err != nil {
		p.T.Fatal(err)
	}
	picked(filepath.Base(path), path, data)
}
