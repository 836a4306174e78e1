package board

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"scraebbkle/internal/fileio"
	"scraebbkle/internal/prose"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// FileError says what is wrong with a board file and where.
type FileError struct {
	File   string // the file's name, when known
	Line   int    // 1-based line
	Column int    // 1-based column, or 0 when the whole line is meant
	Reason string // a sentence a person understands
	// What to do about it, when the reason does not say, such as "save
	// the file with LF or CRLF line endings"; "" when it does. A mend
	// leaves it out: the fault is mended for the player.
	Advice string
}

// Error gives the place and the reason, such as
// "myboard.txt: line 9, column 14: premium factor 100 is outside -9..99".
func (e *FileError) Error() string {
	place := e.Where()
	if e.File != "" {
		place = fileio.ShownName(e.File) + ": " + place
	}
	return place + ": " + e.What()
}

// What is the reason, followed by the advice when there is some.
func (e *FileError) What() string {
	if e.Advice != "" {
		return e.Reason + ": " + e.Advice
	}
	return e.Reason
}

// place is where in its file the error is: "line 9, column 14", or
// "line 9" when the whole line is meant.
func (e *FileError) Where() string {
	if e.Column > 0 {
		return fmt.Sprintf("line %d, column %d", e.Line, e.Column)
	}
	return fmt.Sprintf("line %d", e.Line)
}

// MaxFileBytes is the most bytes a board file may have: far more
// than any board file needs (26 x 99 squares of at most four characters,
// some 11 KB), so that a wrong file, such as a device or a huge log, is
// refused at once rather than read until memory runs out.
const MaxFileBytes = 1 << 20

// Load reads and parses the board file at path.
func Load(format Format, path string) (*Board, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(format, path, data)
}

// ReadFile reads the board file at path, unparsed, refusing one larger
// than MaxBoardFileBytes. Its errors name the file.
func ReadFile(path string) ([]byte, error) {
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return data, nil
}

// Parse reads a board file: the number of columns, the number of rows,
// the start square, then one line of square tokens a row ("." plain, "[n]"
// letter premium, "<n>" word premium). A UTF-8 byte order mark, Windows line
// endings and blank lines after the last row are accepted. Anything else is
// refused with a *FileError naming the line and column. The error names
// the file as given, a name or a path; the board takes the name alone.
func Parse(format Format, file string, data []byte) (*Board, error) {
	return newBoardParser(format, file, data).parse()
}

// newBoardParser is a parser of the board file data, named file.
func newBoardParser(format Format, file string, data []byte) *boardParser {
	p := &boardParser{format: format, file: file, last: -1}
	text, wide := wideText(data)
	if wide == "" {
		text = strings.TrimPrefix(string(data), "\uFEFF")
	}
	p.wide = wide
	p.lines = strings.Split(text, "\n")
	for i, l := range p.lines {
		p.lines[i] = strings.TrimSuffix(l, "\r")
	}
	return p
}

// boardParser holds the state of one Parse or MendFile call.
type boardParser struct {
	format Format
	file   string // as given, for errors
	lines  []string
	wide   string // "UTF-16" or "UTF-32" when the file is such text, read into lines as such

	mending bool  // notes the faults after the size and reads on (MendBoard)
	mends   Mends // the faults noted
	// How many lines later than line 4 the rows begin: -1 when a mended
	// file has no start line, one more for each blank line left out.
	shift int
	last  int // lastFilled, once worked out; -1 before
}

// mend notes fault err and what was made of it, done, and reports whether
// the parser reads on: only when it is mending.
func (p *boardParser) mend(err error, done string) bool {
	if !p.mending {
		return false
	}
	if p.mends.Count++; len(p.mends.First) < MaxMends {
		fault := *err.(*FileError)
		fault.File, fault.Advice = "", ""
		p.mends.First = append(p.mends.First, Mend{Fault: fault, Done: done})
	}
	return true
}

// fail makes a FileError for this file.
func (p *boardParser) fail(line, col int, format string, args ...any) *FileError {
	return &FileError{File: p.file, Line: line, Column: col, Reason: fmt.Sprintf(format, args...)}
}

// ended makes the FileError of a file that ends before what it should
// hold, at the place where it ends.
func (p *boardParser) ended(format string, args ...any) error {
	line := len(p.lines) // Split gives at least one line, "" for a file ending in a newline
	last := p.lines[line-1]
	return p.fail(line, column(last, len(last)), format, args...)
}

// column is the column of the character at byte i of text: columns count
// characters, not bytes, from 1.
func column(text string, i int) int { return utf8.RuneCountInString(text[:i]) + 1 }

// line returns line n (1-based), or false past the end of the file.
func (p *boardParser) line(n int) (string, bool) {
	// A final newline leaves an empty last element that is no line.
	last := len(p.lines)
	if last > 0 && p.lines[last-1] == "" {
		last--
	}
	if n > last {
		return "", false
	}
	return p.lines[n-1], true
}

// parse reads the whole file: its size, its start square, its rows of
// premiums and, after them, nothing but white space.
func (p *boardParser) parse() (*Board, error) {
	if err := p.encoding(); err != nil {
		return nil, err
	}
	if err := p.text(); err != nil {
		return nil, err
	}
	if err := p.lineEndings(); err != nil {
		return nil, err
	}
	cols, rows, start, err := p.header()
	if err != nil {
		return nil, err
	}
	premiums, err := p.squares(cols, rows)
	if err != nil {
		return nil, err
	}
	if err := p.nothingFrom(p.firstRow() + rows); err != nil {
		return nil, err
	}
	name := p.file
	if name != "" {
		name = filepath.Base(name)
	}
	b, err := New(p.format, name, cols, rows, start, premiums)
	if err != nil { // the checks above make this unreachable
		return nil, p.fail(1, 0, "%v", err)
	}
	return b, nil
}

// encoding refuses a file of UTF-16 text, as some Windows editors save
// it ("Unicode"), or of UTF-32 text, which would otherwise be refused for
// the zero bytes between its characters.
func (p *boardParser) encoding() error {
	if p.wide == "" {
		return nil
	}
	err := p.fail(1, 1, "the file is %s text, not UTF-8", p.wide)
	err.Advice = "save it as UTF-8"
	if p.mend(err, "read as "+p.wide) {
		return nil
	}
	return err
}

// text refuses a file that is not text at all, such as a program or a
// picture chosen by mistake, as its first line shows, where a board file
// gives its number of columns. A fault in a later line is the fault of
// that square or line.
func (p *boardParser) text() error {
	if p.wide != "" {
		return nil
	}
	col, why := fileio.NotText(p.lines[0])
	if why == "" {
		return nil
	}
	err := p.fail(1, col, "%s", why)
	err.Advice = "a board file is text, such as a text editor writes"
	return err
}

// wideEncodings are the encodings of more than a byte a character that
// board files are recognised in, widest first: a UTF-32 file's byte order
// mark begins with a UTF-16 one.
var wideEncodings = []struct {
	name string
	size int // bytes a unit
}{{"UTF-32", 4}, {"UTF-16", 2}}

// wideText returns data read as UTF-32 or UTF-16 text, and the name of the
// encoding, when it is one of them: it begins with the byte order mark of
// one, or its first two characters, which in a board file are a digit and
// a digit or the end of the line, are ASCII characters of its width. For
// any other data the name is "".
func wideText(data []byte) (string, string) {
	for _, enc := range wideEncodings {
		for _, order := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			if rest, ok := wideStart(data, enc.size, order); ok {
				return decodeWide(rest, enc.size, order), enc.name
			}
		}
	}
	return "", ""
}

// wideStart reports whether data begins as text of units of size bytes in
// the given order, and returns it after its byte order mark, if any.
func wideStart(data []byte, size int, order binary.ByteOrder) ([]byte, bool) {
	unit := func(i int) uint32 {
		if size == 2 {
			return uint32(order.Uint16(data[i*2:]))
		}
		return order.Uint32(data[i*4:])
	}
	if len(data) >= size && unit(0) == 0xfeff {
		return data[size:], true
	}
	if len(data) < 2*size {
		return nil, false
	}
	for i := range 2 {
		if u := unit(i); u == 0 || u >= utf8.RuneSelf {
			return nil, false
		}
	}
	return data, true
}

// decodeWide returns the text of data, units of size bytes in the given
// order; a unit that is no character reads as U+FFFD.
func decodeWide(data []byte, size int, order binary.ByteOrder) string {
	if size == 2 {
		units := make([]uint16, len(data)/2)
		for i := range units {
			units[i] = order.Uint16(data[2*i:])
		}
		return string(utf16.Decode(units))
	}
	runes := make([]rune, len(data)/4)
	for i := range runes {
		if r := rune(order.Uint32(data[4*i:])); utf8.ValidRune(r) {
			runes[i] = r
		} else {
			runes[i] = utf8.RuneError
		}
	}
	return string(runes)
}

// lineEndings refuses a file whose lines end in a carriage return alone,
// as old Mac text editors wrote them, which would otherwise read as one
// long line.
func (p *boardParser) lineEndings() error {
	// Trailing carriage returns are trimmed already: two left in the
	// first line end lines of their own.
	first := p.lines[0]
	if strings.Count(first, "\r") < 2 {
		return nil
	}
	i := strings.IndexByte(first, '\r')
	err := p.fail(1, column(first, i), "the lines end in a carriage return alone (old Mac line endings)")
	err.Advice = "save the file with LF or CRLF line endings"
	if !p.mend(err, "read as ends of lines") {
		return err
	}
	var lines []string
	for _, l := range p.lines {
		lines = append(lines, strings.Split(l, "\r")...)
	}
	p.lines = lines
	return nil
}

// firstRow is the number of the line that holds the first row of squares.
func (p *boardParser) firstRow() int {
	if p.format.Syntax.square {
		return 2 + p.shift
	}
	return 4 + p.shift
}

// header reads the lines before the squares: the numbers of columns and
// rows and the start square, or the side of a square board.
func (p *boardParser) header() (cols, rows int, start Square, err error) {
	r := p.format
	if r.Syntax.square {
		cols, err = p.count(1, "squares a side", r.MinColumns, r.MaxColumns)
		return cols, cols, Middle(cols), err
	}
	if cols, err = p.count(1, "columns", r.MinColumns, r.MaxColumns); err != nil {
		return
	}
	if rows, err = p.count(2, "rows", r.MinRows, r.MaxRows); err != nil {
		return
	}
	if err = checkSize(r, cols, rows); err != nil {
		err = p.fail(2, 1, "%v", err)
		return
	}
	start, err = p.start(cols, rows)
	return
}

// squares reads the rows of premiums, from line 4 on.
func (p *boardParser) squares(cols, rows int) ([]Premium, error) {
	premiums := make([]Premium, 0, cols*rows)
	for row := range rows {
		text, ok := p.line(p.firstRow() + row)
		for ok && p.blankAmongRows(p.firstRow()+row, row, text, cols) {
			p.shift++
			text, ok = p.line(p.firstRow() + row)
		}
		if !ok {
			err := p.ended("the file ends after %d of the %d rows", row, rows)
			if !p.mend(err, "the rows missing are plain") {
				return nil, err
			}
			return append(premiums, make([]Premium, (rows-row)*cols)...), nil
		}
		squares, err := p.row(p.firstRow()+row, row, text, cols)
		if err != nil {
			return nil, err
		}
		premiums = append(premiums, squares...)
	}
	return premiums, nil
}

// blankAmongRows reports whether line n, text, which should hold row row,
// is a blank line that mending leaves out: rows follow it.
func (p *boardParser) blankAmongRows(n, row int, text string, cols int) bool {
	if !p.mending || strings.TrimSpace(text) != "" || n > p.lastFilled() {
		return false
	}
	// The fault is the loader's: a line of white space holds a character
	// that is no square.
	var fault error = p.shortRow(n, row, text, 0, cols)
	if text != "" {
		_, _, fault = p.square(n, text, 0)
	}
	return p.mend(fault, "the blank line is left out")
}

// nothingFrom checks that the lines from line n on are blank or white
// space.
func (p *boardParser) nothingFrom(n int) error {
	for ; ; n++ {
		text, ok := p.line(n)
		if !ok {
			return nil
		}
		// The column is that of the first character that is not white space.
		if rest := strings.TrimLeftFunc(text, unicode.IsSpace); rest != "" {
			err := p.fail(n, column(text, len(text)-len(rest)), "unexpected text after the last row: %s", prose.Quoted(text))
			if p.mend(err, "left out, with all that follows") {
				return nil
			}
			return err
		}
	}
}

// count reads a line that holds one whole number within lo..hi, written in
// decimal digits only: no sign and no spaces. Leading zeros are allowed
// ("016" is 16), as they are in premium factors.
func (p *boardParser) count(n int, what string, lo, hi int) (int, error) {
	text, ok := p.line(n)
	if !ok {
		return 0, p.ended("the file ends before the number of %s", what)
	}
	t := strings.TrimSpace(text)
	if !isDigits(t) {
		return 0, p.fail(n, 1, "expected the number of %s, a whole number from %d to %d, but found %s", what, lo, hi, prose.Quoted(text))
	}
	// Digits alone can only fail to convert by being too large.
	v, err := strconv.Atoi(t)
	if err != nil || v < lo || v > hi {
		return 0, p.fail(n, column(text, strings.Index(text, t)), "%v", outside(prose.Shortened(t), what, lo, hi))
	}
	if t != text {
		return v, p.spaced(n, text, what)
	}
	return v, nil
}

// spaced notes that line n of the file, the number of what, has white
// space around it, and returns the fault unless the parser is mending.
func (p *boardParser) spaced(n int, text, what string) error {
	t := strings.TrimSpace(text)
	err := p.fail(n, column(text, strings.IndexFunc(text, unicode.IsSpace)), "the number of %s %s has white space around it", what, prose.Quoted(t))
	err.Advice = "write " + t
	if p.mend(err, "read as "+t) {
		return nil
	}
	return err
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// start reads the start square from line 3.
func (p *boardParser) start(cols, rows int) (Square, error) {
	text, ok := p.line(3)
	sq, read := ParseSquare(text)
	var err error
	switch {
	case !ok:
		err = p.ended("the file ends before the start square")
	case !read:
		if sq, how := miswrittenStart(text, cols, rows); how != "" {
			return sq, p.miswrittenFault(text, sq, how)
		}
		err = p.fail(3, 1, "expected the start square as a column letter and a row number, such as d7, but found %s", prose.Quoted(text))
	case sq.Col >= cols || sq.Row >= rows:
		err = p.fail(3, 1, "start square %s is outside the %s board", sq, SizeText(cols, rows))
	default:
		return sq, nil
	}
	middle := Square{Col: cols / 2, Row: rows / 2}
	if ok && p.startMissing(text, rows) {
		if p.mend(err, "the start square is missing: it is the middle one, "+middle.String()+", and the rows begin on this line") {
			p.shift = -1
			return middle, nil
		}
	} else if p.mend(err, "the start square is the middle one, "+middle.String()) {
		return middle, nil
	}
	return Square{}, err
}

// startMissing reports whether line 3, text, is the first row of a file
// that has no start line: it begins with a square, and the lines that are
// not blank from there on are too few for a start line and the rows.
func (p *boardParser) startMissing(text string, rows int) bool {
	if text == "" || text[0] != '.' && !p.premiumOpener(text[0]) {
		return false
	}
	return p.filledFrom(3) <= rows
}

// lastFilled is the number of the last line that is not blank, 0 when
// there is none. It is worked out once.
func (p *boardParser) lastFilled() int {
	if p.last < 0 {
		p.last = 0
		for n := len(p.lines); n > 0 && p.last == 0; n-- {
			if strings.TrimSpace(p.lines[n-1]) != "" {
				p.last = n
			}
		}
	}
	return p.last
}

// filledFrom counts the lines from line n on that are not blank.
func (p *boardParser) filledFrom(n int) int {
	filled := 0
	for ; ; n++ {
		text, ok := p.line(n)
		if !ok {
			return filled
		}
		if strings.TrimSpace(text) != "" {
			filled++
		}
	}
}

// miswrittenStart reads a start square on the board written otherwise
// than squares are, with a capital letter (D7), a leading zero (d07) or
// white space around it, and says how; "" when text is no such square.
func miswrittenStart(text string, cols, rows int) (Square, string) {
	trimmed := strings.TrimSpace(text)
	lower := strings.ToLower(trimmed)
	fixed := lower
	if len(lower) > 1 {
		fixed = lower[:1] + strings.TrimLeft(lower[1:], "0")
	}
	sq, read := ParseSquare(fixed)
	if !read || sq.Col >= cols || sq.Row >= rows {
		return Square{}, ""
	}
	var how []string
	if lower != trimmed {
		how = append(how, "a capital letter")
	}
	if fixed != lower {
		how = append(how, "a leading zero")
	}
	if trimmed != text {
		how = append(how, "white space around it")
	}
	return sq, prose.JoinAnd(how)
}

// miswrittenFault is the fault of start square sq written as text, with
// how: mended, nil.
func (p *boardParser) miswrittenFault(text string, sq Square, how string) error {
	err := p.fail(3, 1, "the start square %s is written with %s", prose.Quoted(text), how)
	err.Advice = "write " + sq.String()
	if p.mend(err, "read as "+sq.String()) {
		return nil
	}
	return err
}

// row reads the squares of one row of the board.
func (p *boardParser) row(n, row int, text string, cols int) ([]Premium, error) {
	squares := make([]Premium, 0, cols)
	for i := 0; i < len(text); {
		sq, width, err := p.square(n, text, i)
		if err != nil {
			if !p.mendSquare(err, text[i]) {
				return nil, err
			}
			if !p.premiumOpener(text[i]) {
				i += width // left out
				continue
			}
			sq = Premium{} // read as a plain square
		}
		if len(squares) == cols {
			err := p.fail(n, column(text, i), "row %d has more than %d squares", row+1, cols)
			if p.mend(err, "the squares past the last column are left out") {
				return squares, nil
			}
			return nil, err
		}
		squares = append(squares, sq)
		i += width
	}
	if len(squares) < cols {
		err := p.shortRow(n, row, text, len(squares), cols)
		if !p.mend(err, "plain squares end the row") {
			return nil, err
		}
		squares = append(squares, make([]Premium, cols-len(squares))...)
	}
	return squares, nil
}

// shortRow is the fault of line n, text, which holds only got squares of
// row row.
func (p *boardParser) shortRow(n, row int, text string, got, cols int) *FileError {
	return p.fail(n, column(text, len(text)), "row %d has %d squares, but the board has %d columns", row+1, got, cols)
}

// mendSquare notes a square in error, which starts with character c, as
// mend does: a premium square written wrong is read as a plain one, and
// any other character is left out.
func (p *boardParser) mendSquare(err error, c byte) bool {
	if p.premiumOpener(c) {
		return p.mend(err, "read as a plain square")
	}
	return p.mend(err, "left out")
}

// premiumOpener reports whether c opens a premium square's token.
func (p *boardParser) premiumOpener(c byte) bool {
	_, ok := p.format.Syntax.opens(c)
	return ok
}

// square reads the token that starts at text[i] and returns it with its
// width, which a token in error has too: the parser mending a file reads
// on after it.
func (p *boardParser) square(n int, text string, i int) (Premium, int, error) {
	syntax := p.format.Syntax
	if text[i] == '.' {
		return Premium{}, 1, nil
	}
	kind, ok := syntax.opens(text[i])
	if !ok {
		_, size := utf8.DecodeRuneInString(text[i:])
		return Premium{}, size, p.fail(n, column(text, i), "unexpected %s; a square is %s", describeChar(text, i), syntax.tokensExample)
	}
	closer := syntax.brackets(kind)[1]
	// The factor runs up to the next bracket of any kind, so that a missing
	// closer is reported as such and not as a strange factor.
	end := i + 1
	for end < len(text) && !syntax.isBracket(text[end]) {
		end++
	}
	closed := end < len(text) && text[end] == closer
	if dot := strings.IndexByte(text[i:end], '.'); !closed && (dot > 0 || end == len(text)) {
		// A plain square, or the line's end, where the closer should be.
		if dot > 0 {
			end = i + dot
		}
		return Premium{}, end - i, p.fail(n, column(text, end), "premium square %s is not closed with '%c'", prose.Quoted(text[i:end]), closer)
	}
	if text[end] != closer {
		width := end - i // up to a square that opens here, and past a wrong closer
		if !p.premiumOpener(text[end]) {
			width++
		}
		return Premium{}, width, p.fail(n, column(text, end), "premium square %s has '%c' where '%c' should close it", prose.Quoted(text[i:end]), text[end], closer)
	}
	if end == i+1 {
		return Premium{}, 2, p.fail(n, column(text, i+1), "premium square %q has no factor", text[i:end+1])
	}
	factor, err := p.factor(n, column(text, i+1), text[i+1:end])
	return Premium{Kind: kind, Factor: factor}, end + 1 - i, err
}

// factor reads a premium factor: an optional '-' and one or two digits, within
// the rules' factor limits. Col is the column of its first character.
func (p *boardParser) factor(n, col int, s string) (int, error) {
	digits := strings.TrimPrefix(s, "-")
	if rest, ok := strings.CutPrefix(s, "+"); ok && isDigits(rest) {
		return 0, p.fail(n, col, "premium factor %s has a plus sign: write %s", prose.Quoted(s), rest)
	}
	if !isDigits(digits) {
		return 0, p.fail(n, col, "premium factor %s is not a whole number", prose.Quoted(s))
	}
	// Digits alone can only fail to convert by being too large.
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, p.fail(n, col, "premium factor %s is outside %d..%d", prose.Shortened(s), p.format.MinFactor, p.format.MaxFactor)
	}
	if err := p.format.CheckFactor(v); err != nil {
		return 0, p.fail(n, col, "%v", err)
	}
	if len(digits) > 2 {
		return 0, p.fail(n, col, "premium factor %s has more than two digits", prose.Shortened(s))
	}
	return v, nil
}

// describeChar names the character at text[i] for an error message.
func describeChar(text string, i int) string {
	r, size := utf8.DecodeRuneInString(text[i:])
	switch {
	case r == ' ':
		return "space (board files have no spaces)"
	case r == '\t':
		return "tab (board files have no spaces)"
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("byte 0x%02x (not UTF-8 text)", text[i])
	case !unicode.IsPrint(r):
		return fmt.Sprintf("character U+%04X", r)
	default:
		return fmt.Sprintf("character %q", r)
	}
}

// Format writes the board in the board file format, with "\n" line endings.
// Parse reads the result back to an equal board.
func (l *layout) Format() string {
	var s strings.Builder
	if l.syntax.square {
		fmt.Fprintf(&s, "%d\n", l.cols)
	} else {
		fmt.Fprintf(&s, "%d\n%d\n%s\n", l.cols, l.rows, l.start)
	}
	for r := range l.rows {
		for c := range l.cols {
			s.WriteString(l.syntax.Token(l.Premium(Square{c, r})))
		}
		s.WriteByte('\n')
	}
	return s.String()
}
