package crossword

import "scraebbkle/core/board"

// anyAlone reports whether a single tile of one of the letters may be
// laid on some free square of the board, which nearly always answers Any
// on a board with tiles without a walk: a square with a tile beside it,
// where one of the letters passes both its cross-checks (every letter
// passes the check of a way with no tile beside it). The word such a tile
// forms is at least two letters long, so this answers only for rules whose
// shortest word is no longer.
func anyAlone(ls *lanes, letters uint32) bool {
	across := ls.cells[board.Right]
	for col := range ls.cols {
		down := ls.lane(board.Down, col)
		for row := range down {
			a, d := &across[row*ls.cols+col], &down[row]
			if (a.hook || d.hook) && a.cross&d.cross&letters != 0 {
				return true
			}
		}
	}
	return false
}
