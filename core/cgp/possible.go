package cgp

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/prose"
)

// checkTiles refuses a position that no game of rules r can reach: one
// with more racks than the game has players, or fewer, or with more
// tiles of a letter, or more blanks, on the board and the racks together
// than the game's tile set holds. It names the square or the rack where
// the first tile too many lies.
func (p *Position) checkTiles(r *rules.Set) error {
	if n := len(p.Racks); n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("the position gives %s, but %s is played by %s players", prose.Counted(n, "rack"), r.Name, r.PlayerRange())
	}
	var have tile.Counts
	for _, k := range r.TileSet {
		have[kindOf(tile.Tile{Letter: k.Letter, Blank: k.Letter == 0})] += k.Count
	}
	var seen tile.Counts
	cols := p.Grid.Board().Cols()
	for i, t := range p.Grid.Tiles() {
		if t.IsZero() {
			continue
		}
		sq := board.Square{Col: i % cols, Row: i / cols}
		where := fmt.Sprintf("row %d, column %d (%s)", sq.Row+1, sq.Col+1, sq)
		if err := count(&seen, &have, t, where); err != nil {
			return err
		}
	}
	for i, rack := range p.Racks {
		for _, t := range rack {
			if err := count(&seen, &have, t, fmt.Sprintf("rack %d", i+1)); err != nil {
				return err
			}
		}
	}
	return nil
}

// kindOf is the index of tile t in tile.Counts: its letter, or the blank
// whatever letter it plays.
func kindOf(t tile.Tile) int {
	if t.Blank {
		return tile.BlankIndex
	}
	return int(t.Letter - 'A')
}

// count counts tile t, found at where, and says so when the game has no
// more tiles of its kind than were seen before.
func count(seen, have *tile.Counts, t tile.Tile, where string) error {
	k := kindOf(t)
	seen[k]++
	if seen[k] <= have[k] {
		return nil
	}
	name := "blank"
	if !t.Blank {
		name = string(t.Letter)
	}
	if have[k] == 0 {
		return fmt.Errorf("%s: a %s, but the game has no %s tiles", where, name, name)
	}
	return fmt.Errorf("%s: %s %s, but the game has only %d", where, "the "+prose.Ordinal(seen[k]), name, have[k])
}
