package crossword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
)

// anyAlone reports whether a single tile of the rack may be laid on some
// free square of grid g, which nearly always answers Any on a board with
// tiles without a walk: a square with a tile beside it, where a letter of
// the rack passes both its cross-checks (every letter passes the check of
// a way with no tile beside it). The word such a tile forms is at least
// two letters long, so this holds only for rules whose shortest word is
// no longer.
func (gen *Generator) anyAlone(g *board.Grid) bool {
	if g.Count() == 0 || gen.minLen > 2 || gen.rackLen == 0 {
		return false
	}
	ls := &gen.pos
	letters := gen.rack.playable() & lexicon.AllLetters
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
