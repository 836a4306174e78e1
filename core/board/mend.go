package board

import (
	"fmt"
	"scraebbkle/internal/prose"
	"strconv"
)

// Mend is a fault MendBoard found in a board file, and what it made of it.
type Mend struct {
	Fault FileError // where and what, without the file's name
	Done  string    // what the board has there instead, such as "read as a plain square"
}

// String gives the fault and what was made of it, such as
// "line 5, column 3: unexpected character 'x'; …: left out".
func (m Mend) String() string { return m.Fault.Error() + ": " + m.Done }

// Mends are the faults MendBoard found in a file: the first of them, in
// the order of the file, and how many there were in all.
type Mends struct {
	First []Mend // at most maxMends
	Count int
}

// Lines tells of the first faults, one fault a line, except that faults
// of one kind on one line of the file share a line that names their
// columns: "line 6, columns 2, 4 and 6: unexpected space …: left out".
func (m Mends) Lines() []string {
	var lines []string
	for i := 0; i < len(m.First); {
		f := m.First[i]
		j := i + 1
		for j < len(m.First) && sameKind(f, m.First[j]) {
			j++
		}
		if j == i+1 {
			lines = append(lines, f.String())
		} else {
			columns := make([]string, 0, j-i)
			for _, g := range m.First[i:j] {
				columns = append(columns, strconv.Itoa(g.Fault.Column))
			}
			lines = append(lines, fmt.Sprintf("line %d, columns %s: %s: %s", f.Fault.Line, prose.JoinAnd(columns), f.Fault.Reason, f.Done))
		}
		i = j
	}
	return lines
}

// sameKind reports whether mends a and b are the same fault, mended the
// same way, at columns of the same line.
func sameKind(a, b Mend) bool {
	return a.Fault.Line == b.Fault.Line && a.Fault.Column > 0 && b.Fault.Column > 0 &&
		a.Fault.Reason == b.Fault.Reason && a.Done == b.Done
}

// MaxMends is how many faults Mends keeps: a file with more is shown
// mended, but the player is told of only the first.
const MaxMends = 100

// MendFile reads a board file as far as it can, for the board editor to
// open a file that Parse refuses and the player to mend it. Only the
// size must be right (white space around it is left out). UTF-16 or
// UTF-32 text and old Mac line endings are read as what they are. A start
// square written D7, d07 or with white space around it is read as d7; one
// otherwise wrong, or missing (line 3 is the first row), becomes the
// middle square. A premium square written wrong becomes a plain one, a
// blank line between rows is left out, rows too short or missing are made
// up with plain squares, and anything else that does not belong is left
// out. It returns the draft, marked as changed from the file when the file
// had faults, and the faults with what was made of each; or, when the
// size cannot be read, Parse's error.
func MendFile(format Format, file string, data []byte) (*Draft, Mends, error) {
	p := newBoardParser(format, file, data)
	p.mending = true
	b, err := p.parse()
	if err != nil {
		return nil, Mends{}, err
	}
	d := DraftOf(format, b)
	if p.mends.Count > 0 {
		d.kept = draftState{} // no file holds the board as mended
	}
	return d, p.mends, nil
}
