package editor

import (
	"errors"

	"scraebbkle/core/board"
	"scraebbkle/ui/games"
)

// The editor edits boards of every game's format: a board file is read in
// the format it is written in, and a new board is made in the format
// chosen for it.

// formats are the board formats the editor edits, ScraeBBKle's first.
func (h Host) formats() []games.Format {
	if h.Formats != nil {
		return h.Formats
	}
	return games.Formats()
}

// formatOf is the format of board b: the one written in its syntax.
func (h Host) formatOf(b *board.Board) games.Format {
	formats := h.formats()
	for _, f := range formats {
		if f.Syntax == b.Syntax() {
			return f
		}
	}
	return formats[0]
}

// parse reads the board file name, whose bytes are data, in the format it
// is written in. When no format reads it, the error is that of the
// format that read furthest into the file before it failed.
func (h Host) parse(name string, data []byte) (*board.Board, games.Format, error) {
	var why error
	line := -1
	for _, f := range h.formats() {
		b, err := board.Parse(f.Format, name, data)
		if err == nil {
			return b, f, nil
		}
		if at := failedAt(err); at > line {
			why, line = err, at
		}
	}
	return nil, games.Format{}, why
}

// failedAt is the line of the board file where error err was found, or
// 0 when it gives none.
func failedAt(err error) int {
	var fe *board.FileError
	if errors.As(err, &fe) {
		return fe.Line
	}
	return 0
}

// mend reads the board file name, whose bytes are data, as far as it can
// in the format it is best written in: the one with the fewest faults. It
// returns the draft, its faults and its format, or the first format's
// error when no format can read its size.
func (h Host) mend(name string, data []byte) (mended, error) {
	var best mended
	var first error
	for _, f := range h.formats() {
		d, m, err := board.MendFile(f.Format, name, data)
		switch {
		case err != nil:
			if first == nil {
				first = err
			}
		case best.draft == nil || m.Count < best.mends.Count:
			best = mended{d, m, f}
		}
	}
	if best.draft == nil {
		return best, first
	}
	return best, nil
}

// mended is a board file read as far as it could be: the draft, its
// faults and its format.
type mended struct {
	draft  *board.Draft
	mends  board.Mends
	format games.Format
}

// Mendable reports whether the board file name, whose bytes are data,
// which no game can play, can be opened mended in the editor: its size,
// at least, is read in some game's format.
func Mendable(name string, data []byte) bool {
	h := Host{}
	if _, _, err := h.parse(name, data); err == nil {
		return false
	}
	m, err := h.mend(name, data)
	return err == nil && m.mends.Count > 0
}
