package cgp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/prose"
)

// Position is a game's position as CGP holds it: the tiles on the board,
// every player's rack, the player to move's first, their scores in the
// same order, the scoreless turns in a row and the operations that name
// the word list and the tile set.
type Position struct {
	Grid      *board.Grid
	Racks     []tile.Rack
	Scores    []int
	ZeroTurns int
	Lexicon   string // the "lex" operation's name, "" when absent
	Tiles     string // the "ld" operation's name, "" when absent
}

// Parse reads a position in CGP on board b, a board of the rules r, whose
// tile set gives the tiles their values: the rows of the board, separated
// by '/', a number for that many empty squares, a capital for a tile and a
// small letter for a blank; the racks separated by '/', '?' for a blank;
// the scores separated by '/'; the scoreless turns in a row; then
// operations, each "name arguments;". The parts are separated by spaces,
// one or more. Operations other than lex and ld are passed over.
//
// A position the rules make impossible is refused: more racks than the
// game has players, or fewer, a rack larger than the rules', more tiles of
// a letter, or more blanks, than the game's tile set holds. An error says
// which part is wrong and where.
func Parse(r *rules.Set, b *board.Board, text string) (*Position, error) {
	fields, ops := splitFields(text, 4)
	if len(fields) < 4 {
		return nil, fmt.Errorf("a position holds the board, the racks, the scores and the scoreless turns, separated by spaces; found %d part(s)", len(fields))
	}
	p := &Position{Grid: board.NewGrid(b)}
	if err := p.readBoard(r, fields[0]); err != nil {
		return nil, err
	}
	if err := p.readRacks(r, fields[1]); err != nil {
		return nil, err
	}
	if err := p.readScores(fields[2]); err != nil {
		return nil, err
	}
	zero, err := number(fields[3], "the count of scoreless turns")
	switch {
	case err != nil:
		return nil, err
	case zero < 0:
		return nil, fmt.Errorf("the count of scoreless turns %s is below zero", prose.Quoted(fields[3]))
	}
	p.ZeroTurns = zero
	p.readOperations(ops)
	if err := p.checkTiles(r); err != nil {
		return nil, err
	}
	return p, nil
}

// splitFields cuts the first n fields off text, separated by runs of
// white space, and returns them and the rest of the text.
func splitFields(text string, n int) (fields []string, rest string) {
	rest = strings.TrimSpace(text)
	for len(fields) < n && rest != "" {
		field, after := rest, ""
		if i := strings.IndexFunc(rest, unicode.IsSpace); i >= 0 {
			field, after = rest[:i], rest[i:]
		}
		fields = append(fields, field)
		rest = strings.TrimLeftFunc(after, unicode.IsSpace)
	}
	return fields, rest
}

// readBoard lays the tiles of the board part on the grid.
func (p *Position) readBoard(r *rules.Set, text string) error {
	b := p.Grid.Board()
	rows := strings.Split(text, "/")
	if len(rows) != b.Rows() {
		return fmt.Errorf("the board has %d rows, but the position gives %d", b.Rows(), len(rows))
	}
	var placed []board.Placed
	for row, line := range rows {
		more, err := readRow(r, b.Cols(), row, line)
		if err != nil {
			return err
		}
		placed = append(placed, more...)
	}
	p.Grid.Apply(placed)
	return nil
}

// readRow reads the tiles of row row, written as line, on a board of cols
// columns.
func readRow(r *rules.Set, cols, row int, line string) ([]board.Placed, error) {
	var placed []board.Placed
	col := 0
	for i := 0; i < len(line); {
		if c := line[i]; c >= '0' && c <= '9' {
			j := i
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(line[i:j])
			if err != nil || n > cols-col {
				return nil, fmt.Errorf("row %d, column %d: %s empty squares do not fit in the board's %d columns", row+1, col+1, prose.Shortened(line[i:j]), cols)
			}
			col, i = col+n, j
			continue
		}
		c, size := utf8.DecodeRuneInString(line[i:])
		if col >= cols {
			return nil, fmt.Errorf("row %d is longer than the board's %d columns", row+1, cols)
		}
		t, ok := tileOf(r, c)
		if !ok {
			return nil, fmt.Errorf("row %d, column %d: %s is neither a letter of the game nor a number of empty squares", row+1, col+1, quotedRune(line[i:], c))
		}
		placed = append(placed, board.Placed{Square: board.Square{Col: col, Row: row}, Tile: t})
		col, i = col+1, i+size
	}
	if col != cols {
		return nil, fmt.Errorf("row %d holds %d squares, but the board has %d columns", row+1, col, cols)
	}
	return placed, nil
}

// quotedRune quotes the character c that text begins with: a byte that is
// not UTF-8 as a byte, in hexadecimal.
func quotedRune(text string, c rune) string {
	if c == utf8.RuneError {
		return fmt.Sprintf("the byte 0x%02X", text[0])
	}
	return strconv.QuoteRune(c)
}

// tileOf is the tile a board of CGP writes as c: a capital for the letter's
// tile, a small letter for a blank playing it.
func tileOf(r *rules.Set, c rune) (tile.Tile, bool) {
	switch {
	case c >= 'A' && c <= 'Z':
		v, ok := r.TileSet.Value(byte(c))
		return tile.Tile{Letter: byte(c), Value: v}, ok
	case c >= 'a' && c <= 'z':
		return tile.Tile{Letter: byte(c - 'a' + 'A'), Value: r.BlankValue, Blank: true}, true
	}
	return tile.Tile{}, false
}

// readRacks reads the racks, '?' for a blank.
func (p *Position) readRacks(r *rules.Set, text string) error {
	for i, letters := range strings.Split(text, "/") {
		rack, err := RackOf(r, letters)
		if err != nil {
			return fmt.Errorf("rack %d: %w", i+1, err)
		}
		p.Racks = append(p.Racks, rack)
	}
	return nil
}

// RackOf reads a rack as CGP and GCG write it: capitals, and '?' for a
// blank, with the values of the rules' tiles.
func RackOf(r *rules.Set, letters string) (tile.Rack, error) {
	if n := utf8.RuneCountInString(letters); n > r.RackSize {
		return nil, fmt.Errorf("%s holds %d tiles, more than the %d of a rack", prose.Quoted(letters), n, r.RackSize)
	}
	return TilesOf(r, letters)
}

// TilesOf reads tiles as CGP and GCG write them, as RackOf does, however
// many there are: the tiles left on several racks at the end.
func TilesOf(r *rules.Set, letters string) (tile.Rack, error) {
	rack := make(tile.Rack, 0, len(letters))
	for i, c := range letters {
		if c == '?' {
			rack = append(rack, tile.Tile{Blank: true, Value: r.BlankValue})
			continue
		}
		v, ok := r.TileSet.Value(byte(c))
		if c > 'Z' || !ok {
			return nil, fmt.Errorf("%s is neither a capital letter of the game nor ? for a blank", quotedRune(letters[i:], c))
		}
		rack = append(rack, tile.Tile{Letter: byte(c), Value: v})
	}
	return rack, nil
}

// number reads text, a whole number, or says why it is not one; what
// names it: "the score".
func number(text, what string) (int, error) {
	n, err := strconv.Atoi(text)
	switch {
	case errors.Is(err, strconv.ErrRange):
		return 0, fmt.Errorf("%s %s is too large for a game", what, prose.Quoted(text))
	case err != nil:
		return 0, fmt.Errorf("%s %s is not a whole number", what, prose.Quoted(text))
	}
	return n, nil
}

// readScores reads the scores.
func (p *Position) readScores(text string) error {
	for _, s := range strings.Split(text, "/") {
		n, err := number(s, "the score")
		if err != nil {
			return err
		}
		p.Scores = append(p.Scores, n)
	}
	if len(p.Scores) != len(p.Racks) {
		return fmt.Errorf("the position gives %d racks and %d scores", len(p.Racks), len(p.Scores))
	}
	return nil
}

// readOperations reads the operations that matter here: the word list
// (lex) and the tile set (ld).
func (p *Position) readOperations(text string) {
	for op := range strings.SplitSeq(text, ";") {
		name, arg, _ := strings.Cut(strings.TrimSpace(op), " ")
		switch name {
		case "lex":
			p.Lexicon = strings.TrimSpace(arg)
		case "ld":
			p.Tiles = strings.TrimSpace(arg)
		}
	}
}

// String writes the position in CGP, with its lex and ld operations when
// it has them.
func (p *Position) String() string {
	var s strings.Builder
	b := p.Grid.Board()
	for row := range b.Rows() {
		if row > 0 {
			s.WriteByte('/')
		}
		empty := 0
		for col := range b.Cols() {
			t, ok := p.Grid.At(board.Square{Col: col, Row: row})
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			s.WriteByte(t.Notation())
		}
		if empty > 0 {
			s.WriteString(strconv.Itoa(empty))
		}
	}
	racks := make([]string, len(p.Racks))
	scores := make([]string, len(p.Scores))
	for i, r := range p.Racks {
		racks[i] = r.Shown()
	}
	for i, n := range p.Scores {
		scores[i] = strconv.Itoa(n)
	}
	fmt.Fprintf(&s, " %s %s %d", strings.Join(racks, "/"), strings.Join(scores, "/"), p.ZeroTurns)
	if p.Lexicon != "" {
		fmt.Fprintf(&s, " lex %s;", p.Lexicon)
	}
	if p.Tiles != "" {
		fmt.Fprintf(&s, " ld %s;", p.Tiles)
	}
	return s.String()
}
