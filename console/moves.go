package console

import (
	"fmt"
	"io"
	"slices"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/export"
	"scraebbkle/core/movegen"
	"scraebbkle/core/referee"
)

// ListMoves writes every legal tile move of the player to move in the
// position written in CGP, on board b, one a line in text order: its
// coordinates as GCG writes them ("8H" across from h8, "H8" down), the
// whole word with "." for each tile already on the board and a blank in
// lower case, and the score. It is how the engine is checked against
// another one.
func ListMoves(out io.Writer, ref *referee.Referee, b *board.Board, position string) error {
	p, err := cgp.Parse(ref.Rules, b, position)
	if err != nil {
		return fmt.Errorf("the position: %w", err)
	}
	rack := p.Racks[0]
	var lines []string
	for _, m := range movegen.New(ref.Rules, ref.Lexicon).All(p.Grid, rack, nil) {
		play, err := ref.Check(p.Grid, rack, m.Move())
		if err != nil {
			return fmt.Errorf("the generator's move %s is refused: %w", m.Move(), err)
		}
		lines = append(lines, fmt.Sprintf("%s %d", export.GCGPlay(play), play.Score))
	}
	slices.Sort(lines)
	for _, l := range lines {
		if _, err := fmt.Fprintln(out, l); err != nil {
			return err
		}
	}
	return nil
}
