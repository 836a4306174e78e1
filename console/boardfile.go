package console

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/internal/fileio"
)

// BoardFolder is the folder, in the working directory, that board file names
// are looked up in first.
const BoardFolder = "resources"

// LoadBoard loads the board file the user named, in the format of rules
// r: from the folder [BoardFolder] of the working directory if it is
// there, else from name as given, relative to the working directory or
// absolute. With no such file, the file name of the game's default board
// (resources/defaultBoard.txt for ScraeBBKle, or without the folder) names
// the board built into the program, as it does in a clone of the
// repository. The error says in a line why there is no board:
// no such file, or what is wrong with the file and where (a
// *board.FileError).
func LoadBoard(r *rules.Set, name string) (*board.Board, error) {
	if name == "" {
		return nil, errors.New("no file name was given")
	}
	b, err := board.Load(r.Board, BoardPath(name))
	switch {
	case !errors.Is(err, fs.ErrNotExist):
		return b, err
	case name == r.DefaultBoard.Name || filepath.ToSlash(name) == BoardFolder+"/"+r.DefaultBoard.Name:
		return r.ParseDefaultBoard()
	case filepath.IsAbs(name):
		return nil, fmt.Errorf("%s: no such file", fileio.ShownName(name))
	}
	return nil, fmt.Errorf("%s: no such file in %s/ or in the working directory", fileio.ShownName(name), BoardFolder)
}

// BoardPath is the file that LoadBoard reads for name: the file in
// [BoardFolder] when there is one, else name as given. A folder or the
// like of that name in BoardFolder does not hide a file in the working
// directory; with no such file it is read, to say what it is.
func BoardPath(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	p := filepath.Join(BoardFolder, name)
	if info, err := os.Stat(p); err == nil && (fileio.IsFile(info.Mode()) || !fileio.Exists(name)) {
		return p
	}
	return name
}
