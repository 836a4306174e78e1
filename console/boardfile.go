package console

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"scraebbkle/core"
)

// BoardFolder is the folder, in the working directory, that board file names
// are looked up in first.
const BoardFolder = "resources"

// LoadBoard loads the board file the user named: from the folder
// [BoardFolder] of the working directory if it is there, else from name as
// given, relative to the working directory or absolute. The error says in a
// line why there is no board: no such file, or what is wrong with the file
// and where (a *core.BoardError).
func LoadBoard(rules *core.Rules, name string) (*core.Board, error) {
	if name == "" {
		return nil, errors.New("no file name was given")
	}
	b, err := core.LoadBoard(rules, BoardPath(name))
	switch {
	case !errors.Is(err, fs.ErrNotExist):
		return b, err
	case filepath.IsAbs(name):
		return nil, fmt.Errorf("%s: no such file", core.ShownName(name))
	}
	return nil, fmt.Errorf("%s: no such file in %s/ or in the working directory", core.ShownName(name), BoardFolder)
}

// BoardPath is the file that LoadBoard reads for name: the file in
// [BoardFolder] when there is one, else name as given.
func BoardPath(name string) string {
	if !filepath.IsAbs(name) {
		if p := filepath.Join(BoardFolder, name); core.FileExists(p) {
			return p
		}
	}
	return name
}
