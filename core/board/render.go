package board

import (
	"fmt"
	"strings"
)

// Render draws the grid in the layout of the terminal game: a header
// of column letters, a blank line, one line a row with the row number on both
// sides, a blank line and the header again. Every line ends in "\n".
func (g *Grid) Render() string {
	b := g.board
	var s strings.Builder
	header := columnHeader(b.cols)
	s.WriteString(header + "\n")
	for r := range b.rows {
		fmt.Fprintf(&s, "%2d ", r+1)
		for c := range b.cols {
			s.WriteString(g.Face(Square{c, r}))
		}
		fmt.Fprintf(&s, " %2d\n", r+1)
	}
	s.WriteString("\n" + header)
	return s.String()
}

// columnHeader is the line of column letters above and below the board,
// followed by a blank line when it sits above.
func columnHeader(cols int) string {
	var s strings.Builder
	s.WriteString("   ")
	for c := range cols {
		s.WriteString(" " + string(rune('a'+c)) + " ")
	}
	return s.String() + "\n"
}
