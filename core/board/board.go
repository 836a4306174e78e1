package board

import (
	"fmt"
	"strconv"
)

// Board is the layout a game is played on: M columns by N rows of squares,
// each plain or a premium, and the start square that the first word must
// cover. A Board never changes once made; the tiles on it live in a [Grid].
type Board struct {
	name string
	layout
}

// layout is the shape of a board or a board being drawn: its size, its
// start square and the premium of every square, row by row.
type layout struct {
	cols, rows int
	start      Square
	premiums   []Premium
	syntax     Syntax // how its file and the console write it
}

// Format is what a game allows of its boards: their size, their premium
// factors, and the syntax of their files.
type Format struct {
	Syntax     Syntax
	MinColumns int // board width limits
	MaxColumns int
	MinRows    int // board height limits
	MaxRows    int
	MinSquares int // the smallest number of squares a board may have
	MinFactor  int // premium factor limits
	MaxFactor  int
}

// CheckFactor says why f cannot be a premium's factor, or returns nil.
func (f *Format) CheckFactor(n int) error {
	if n < f.MinFactor || n > f.MaxFactor {
		return fmt.Errorf("premium factor %d is outside %d..%d", n, f.MinFactor, f.MaxFactor)
	}
	return nil
}

// New makes a board of cols x rows squares whose premiums are given row
// by row. It refuses sizes, start squares and factors that the rules forbid.
func New(format Format, name string, cols, rows int, start Square, premiums []Premium) (*Board, error) {
	if err := checkSize(format, cols, rows); err != nil {
		return nil, err
	}
	b := &Board{name: name, layout: layout{cols: cols, rows: rows, start: start, syntax: format.Syntax}}
	if !b.Contains(start) {
		return nil, fmt.Errorf("start square %s is outside the %s board", start, SizeText(cols, rows))
	}
	if format.Syntax.square && start != Middle(cols) {
		return nil, fmt.Errorf("the start square of %s is its middle one, %s, not %s", aBoard(cols, rows), Middle(cols), start)
	}
	if len(premiums) != cols*rows {
		return nil, fmt.Errorf("%s needs %d squares, got %d", aBoard(cols, rows), cols*rows, len(premiums))
	}
	for i, p := range premiums {
		if p.Kind == Plain {
			continue
		}
		if err := format.CheckFactor(p.Factor); err != nil {
			return nil, fmt.Errorf("square %s: %w", Square{i % cols, i / cols}, err)
		}
	}
	b.premiums = append([]Premium(nil), premiums...)
	return b, nil
}

// checkSize checks a board's dimensions against the rules.
func checkSize(format Format, cols, rows int) error {
	switch {
	case cols < format.MinColumns || cols > format.MaxColumns:
		return outside(strconv.Itoa(cols), "columns", format.MinColumns, format.MaxColumns)
	case rows < format.MinRows || rows > format.MaxRows:
		return outside(strconv.Itoa(rows), "rows", format.MinRows, format.MaxRows)
	case format.Syntax.square && cols != rows:
		return fmt.Errorf("a %s board is square: %s is not", format.Syntax.name, SizeText(cols, rows))
	case cols*rows < format.MinSquares:
		return fmt.Errorf("%s has %d squares; at least %d are needed", aBoard(cols, rows), cols*rows, format.MinSquares)
	}
	return nil
}

// outside is the error for a board whose number of columns or rows, n as
// written, is not within lo..hi.
func outside(n, what string, lo, hi int) error {
	return fmt.Errorf("a board has %d to %d %s, not %s", lo, hi, what, n)
}

// aBoard names a board by its size, with the article its number is said
// with: "a 7×27 board", "an 8×24 board".
func aBoard(cols, rows int) string {
	article := "a"
	if n := strconv.Itoa(cols); n[0] == '8' || n == "11" || n == "18" {
		article = "an"
	}
	return article + " " + SizeText(cols, rows) + " board"
}

// SizeText is a board's size as messages write it, "16×14": without
// spaces, so that a wrapped line never breaks it.
func SizeText(cols, rows int) string { return strconv.Itoa(cols) + "×" + strconv.Itoa(rows) }

// Syntax is how the board's file and the console write it.
func (l *layout) Syntax() Syntax { return l.syntax }

// Name is the name the board was loaded under, such as its file name.
func (b *Board) Name() string { return b.name }

// Cols is the number of columns, M.
func (l *layout) Cols() int { return l.cols }

// Rows is the number of rows, N.
func (l *layout) Rows() int { return l.rows }

// Start is the square the first word must cover.
func (l *layout) Start() Square { return l.start }

// Contains reports whether s lies on the board.
func (l *layout) Contains(s Square) bool {
	return s.Col >= 0 && s.Col < l.cols && s.Row >= 0 && s.Row < l.rows
}

// Premium returns the premium of square s, which must lie on the board.
func (l *layout) Premium(s Square) Premium { return l.premiums[l.Index(s)] }

// Index is the position of s in row-major order: row by row, from the
// top left.
func (l *layout) Index(s Square) int { return s.Row*l.cols + s.Col }

// Premiums is the premium of every square, in the order of Index. The
// caller must not change them.
func (l *layout) Premiums() []Premium { return l.premiums }

// Mirrored reports whether the board is its own mirror image across the
// diagonal through its start square: square, the start square on the
// diagonal, and each premium the same as its mirror's. On such a board a
// first move down is the mirror of one across, and scores the same.
func (l *layout) Mirrored() bool {
	if l.cols != l.rows || l.start.Col != l.start.Row {
		return false
	}
	for r := range l.rows {
		for c := range r {
			if l.Premium(Square{Col: c, Row: r}) != l.Premium(Square{Col: r, Row: c}) {
				return false
			}
		}
	}
	return true
}

// Equal reports whether two boards have the same size, start square and
// premiums. Their names may differ.
func (b *Board) Equal(o *Board) bool {
	if b.cols != o.cols || b.rows != o.rows || b.start != o.start {
		return false
	}
	for i := range b.premiums {
		if b.premiums[i] != o.premiums[i] {
			return false
		}
	}
	return true
}
