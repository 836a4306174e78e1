package chance

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The players a table may be for: a game has at least two, and the
// engine seats at most four.
const (
	minPlayers = 2
	maxPlayers = 4
)

// curveFields is how many numbers a curve is written in.
const curveFields = 4

// minScale is the smallest scale a table may have, in points: below
// it, Format would write it as 0. A hundredth of a point is far steeper
// than any game's chances.
const minScale = 0.01

// Format writes the table in the form Parse reads, after the comment lines
// given (each is written with a leading "# "): a row for each number of
// tiles left, the most first, as the game goes, each the number of tiles
// and then the curve of each wait, as its Edge, Steep, Flat and Share. It
// keeps a hundredth of a point of the edges and scales and a ten
// thousandth of the shares, well within what the self-play that derives a
// table can tell.
func (t *Table) Format(comments ...string) string {
	var b strings.Builder
	for _, c := range comments {
		b.WriteString(strings.TrimRight("# "+c, " ") + "\n")
	}
	b.WriteString("\n# tiles left, then for each wait from 0 (to move) on: edge, steep, flat, share\n")
	for tiles := t.Tiles(); tiles >= 1; tiles-- {
		fmt.Fprintf(&b, "%3d", tiles)
		for _, c := range t.Curves[tiles-1] {
			fmt.Fprintf(&b, "   %8.2f %7.2f %7.2f %6.4f", c.Edge, c.Steep, c.Flat, c.Share)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Parse reads a table written by Format. Lines starting with # and blank
// lines are ignored; the rows run down from the most tiles left to 1, one
// tile at a time, each with a curve for every wait.
func Parse(text string) (*Table, error) {
	var rows [][]Curve // from the most tiles down
	first := 0         // the tiles left of the first row
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		tiles, row, err := parseRow(line)
		if err == nil {
			err = follows(tiles, row, first, rows)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
		if first == 0 {
			first = tiles
		}
		rows = append(rows, row)
	}
	switch {
	case len(rows) == 0:
		return nil, errors.New("the table has no rows")
	case first != len(rows):
		return nil, fmt.Errorf("the table ends at %d tiles left, not 1", first-len(rows)+1)
	}
	t := &Table{Curves: make([][]Curve, len(rows))}
	for i, row := range rows {
		t.Curves[len(rows)-1-i] = row
	}
	return t, nil
}

// follows says why a row of tiles tiles left may not come after rows,
// the first of which was of first tiles left, or returns nil.
func follows(tiles int, row []Curve, first int, rows [][]Curve) error {
	switch {
	case len(rows) == 0:
		return nil
	case tiles != first-len(rows):
		return fmt.Errorf("a row of %d tiles left after the row of %d", tiles, first-len(rows)+1)
	case len(row) != len(rows[0]):
		return fmt.Errorf("%d curves, but the rows before have %d", len(row), len(rows[0]))
	}
	return nil
}

// parseRow reads a row of the table: the tiles left and the curves.
func parseRow(line string) (int, []Curve, error) {
	fields := strings.Fields(line)
	tiles, err := strconv.Atoi(fields[0])
	if err != nil || tiles < 1 {
		return 0, nil, fmt.Errorf("%q is not a number of tiles left, 1 or more", fields[0])
	}
	values := fields[1:]
	if len(values)%curveFields != 0 || len(values) < minPlayers*curveFields || len(values) > maxPlayers*curveFields {
		return 0, nil, fmt.Errorf("%d numbers after the tiles left; a curve for each of %d to %d players takes %d", len(values), minPlayers, maxPlayers, curveFields)
	}
	row := make([]Curve, len(values)/curveFields)
	for i := range row {
		if row[i], err = parseCurve(values[i*curveFields : (i+1)*curveFields]); err != nil {
			return 0, nil, fmt.Errorf("the curve of wait %d: %w", i, err)
		}
	}
	return tiles, row, nil
}

// parseCurve reads a curve's four numbers.
func parseCurve(fields []string) (Curve, error) {
	var v [curveFields]float64
	for i, f := range fields {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return Curve{}, fmt.Errorf("%q is not a number", f)
		}
		v[i] = x
	}
	c := Curve{Edge: v[0], Steep: v[1], Flat: v[2], Share: v[3]}
	switch {
	case c.Steep < minScale || c.Flat < minScale:
		return Curve{}, fmt.Errorf("the scales %v and %v must be %v or more", c.Steep, c.Flat, minScale)
	case c.Share < 0 || c.Share > 1:
		return Curve{}, fmt.Errorf("the share %v is not from 0 to 1", c.Share)
	}
	return c, nil
}
