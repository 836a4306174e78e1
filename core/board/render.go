package board

import (
	"fmt"
	"strings"
)

// Render draws the grid as the terminal game shows it, in the board's
// syntax. ScraeBBKle's: a header of column letters, a blank line, one line
// a row with the row number on both sides, a blank line and the header
// again. ScraBBKle's: the header, then the rows numbered on the left. Every
// line ends in "\n".
func (g *Grid) Render() string {
	b, syntax := g.board, g.board.syntax
	var s strings.Builder
	header := syntax.header(b.cols) + "\n"
	s.WriteString(header)
	if syntax.headerBelow {
		s.WriteString("\n")
	}
	for r := range b.rows {
		fmt.Fprintf(&s, "%2d ", r+1)
		for c := range b.cols {
			s.WriteString(g.Face(Square{c, r}))
		}
		if syntax.numbersRight {
			fmt.Fprintf(&s, " %2d", r+1)
		}
		s.WriteString("\n")
	}
	if syntax.headerBelow {
		s.WriteString("\n" + header)
	}
	return s.String()
}
