package console

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/export"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/movegen"
	"scraebbkle/core/referee"
	"scraebbkle/internal/prose"
)

// ListMoves writes every legal tile move of the player to move in the
// position written in CGP, on board b, one a line in text order: its
// coordinates as GCG writes them ("8H" across from h8, "H8" down), the
// whole word with "." for each tile already on the board and a blank in
// lower case, and the score. It is how the engine is checked against
// another one.
//
// A position the rules make impossible is refused (cgp.Parse). One that
// is possible but that play could not have reached, with words not in
// the list or tiles not joined to the start square, is played as it
// stands, and warn is told so once; so it is when the position names
// another word list than the one the moves come from.
func ListMoves(out, warn io.Writer, ref *referee.Referee, b *board.Board, position string) error {
	p, err := cgp.Parse(ref.Rules, b, position)
	if err != nil {
		return fmt.Errorf("the position: %w", err)
	}
	warnStrays(warn, ref, p)
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

// warnStrays tells warn, a line for each, what in position p play could
// not have led to, and which word list the moves come from when p names
// another.
func warnStrays(warn io.Writer, ref *referee.Referee, p *cgp.Position) {
	s := ref.Survey(p.Grid)
	if len(s.Words) > 0 {
		words := make([]string, len(s.Words))
		for i, w := range s.Words {
			words[i] = fmt.Sprintf("%s at %s", w.Text, strings.ToUpper(w.Position()))
		}
		fmt.Fprintf(warn, "scraebbkle: the position's board holds %s that the word list lacks: %s; its moves are listed all the same\n",
			prose.Counted(len(words), "word"), listed(words))
	}
	if len(s.Loose) > 0 {
		squares := make([]string, len(s.Loose))
		for i, sq := range s.Loose {
			squares[i] = strings.ToUpper(board.Position(sq, board.Right))
		}
		fmt.Fprintf(warn, "scraebbkle: the position's board holds %s not joined to the start square %s: %s; its moves are listed all the same\n",
			prose.Counted(len(squares), "tile"), strings.ToUpper(board.Position(p.Grid.Board().Start(), board.Right)), listed(squares))
	}
	if p.Lexicon != "" && !names(p.Lexicon, ref.Lexicon) {
		fmt.Fprintf(warn, "scraebbkle: the position names the word list %s; the moves listed are those of %s\n", prose.Quoted(p.Lexicon), listName(ref.Lexicon))
	}
}

// listed writes the first few of items, and how many more there are.
func listed(items []string) string {
	const most = 8
	if len(items) <= most {
		return prose.JoinAnd(items)
	}
	return strings.Join(items[:most], ", ") + fmt.Sprintf(" and %d more", len(items)-most)
}

// names reports whether name, from a position's lex operation, names the
// word list lex: the built-in list's name, or the list's file name with
// or without its extension, in either case.
func names(name string, lex *lexicon.Lexicon) bool {
	file := lex.Name()
	if file == "" {
		return strings.EqualFold(name, lexicon.BuiltInName)
	}
	return strings.EqualFold(name, file) || strings.EqualFold(name, strings.TrimSuffix(file, filepath.Ext(file)))
}

// listName names word list lex in a sentence.
func listName(lex *lexicon.Lexicon) string {
	if lex.Name() == "" {
		return "the word list built into the program (" + lexicon.BuiltInName + ")"
	}
	return "the word list " + prose.Quoted(lex.Name())
}
