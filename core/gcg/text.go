package gcg

import (
	"bytes"
	"fmt"
	"scraebbkle/internal/fileio"
	"strings"
	"unicode/utf8"
)

// byteOrderMark begins some UTF-8 files written on Windows.
const byteOrderMark = "\uFEFF"

// wideMarks are the byte order marks of UTF-16 and UTF-32 text, which
// Windows editors save as "Unicode": such a file is refused at once, for
// it is not text at all read as UTF-8.
var wideMarks = [][]byte{{0xFF, 0xFE}, {0xFE, 0xFF}, {0x00, 0x00, 0xFE, 0xFF}}

// isWide reports whether data begins with the byte order mark of UTF-16 or
// UTF-32 text.
func isWide(data []byte) bool {
	for _, m := range wideMarks {
		if bytes.HasPrefix(data, m) {
			return true
		}
	}
	return false
}

// textFault says why line is not text to read as GCG, with the column of
// the first character at fault, or returns 0 and "". A byte that is not
// UTF-8 gets advice of its own: older programs wrote GCG in ISO-8859-1.
func textFault(line string) (col int, why string) {
	col = 1
	for i, r := range line {
		// range reads a byte that is not UTF-8 as RuneError, of one byte;
		// RuneError itself, written in UTF-8, is three.
		if r == utf8.RuneError && !strings.HasPrefix(line[i:], string(utf8.RuneError)) {
			return col, fmt.Sprintf("the file is not UTF-8 text: it holds the byte 0x%02X, which UTF-8 text does not (older programs wrote GCG in ISO-8859-1); save it as UTF-8", line[i])
		}
		col++
	}
	col, why = fileio.NotText(line)
	if why != "" {
		why += "; a GCG file is text"
	}
	return col, why
}

// splitLines cuts text into lines at each "\r\n", "\n" or lone "\r", so
// that the lines are numbered as an editor numbers them whichever system
// wrote the file. A final line ending ends the last line; it does not
// begin another.
func splitLines(text string) []string {
	var lines []string
	for text != "" {
		i := strings.IndexAny(text, "\r\n")
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i])
		if strings.HasPrefix(text[i:], "\r\n") {
			i++
		}
		text = text[i+1:]
	}
	return lines
}

// isBlank reports whether b separates fields: a space or a tab, the white
// space of GCG. Other spaces, such as a no-break space, belong to a field.
func isBlank(b byte) bool { return b == ' ' || b == '\t' }

// trimBlanks is s without spaces and tabs at either end.
func trimBlanks(s string) string { return strings.Trim(s, " \t") }

// field is a field of a line, with its column, from 1, for errors.
type field struct {
	text string
	col  int
}

// fields splits line at runs of spaces and tabs.
func fields(line string) []field {
	var out []field
	col := 1
	for i := 0; i < len(line); {
		if isBlank(line[i]) {
			i++
			col++
			continue
		}
		start, startCol := i, col
		for i < len(line) && !isBlank(line[i]) {
			_, size := utf8.DecodeRuneInString(line[i:])
			i += size
			col++
		}
		out = append(out, field{line[start:i], startCol})
	}
	return out
}

// cutKeyword cuts a pragma, the text after "#", into its keyword, up to
// the first space or tab, and the rest of the line without blanks at
// either end.
func cutKeyword(s string) (keyword, text string) {
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], trimBlanks(s[i:])
}

// addLine adds the line of text to lines, the lines of a pragma given on
// several lines; an empty line adds nothing, so that what is written back,
// one pragma a line, reads back the same. The lines are joined once all
// are read, for joining them one by one would take time growing with the
// square of their number.
func addLine(lines []string, text string) []string {
	if text == "" {
		return lines
	}
	return append(lines, text)
}
