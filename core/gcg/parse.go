package gcg

import (
	"fmt"
	"scraebbkle/internal/fileio"
	"scraebbkle/internal/prose"
	"strings"
)

// maxPlayers is the most players a record may have: #player1 to #player4.
const maxPlayers = 4

// Load reads the GCG file at path, as Parse does; its errors begin with
// the file's name.
func Load(path string) (*Record, error) {
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return Parse(path, data)
}

// Parse reads data, the text of the GCG file name, into a Record, in the
// forms the package comment lists. A file that is not GCG text is refused
// with an *Error naming the file and the line (and the column where it
// helps): one larger than MaxFileBytes or not UTF-8 text, with no line at
// all but blank ones, with a line that begins with neither "#" nor ">"
// (but for one that goes on with a note), an unknown encoding, a player
// named twice or numbered past four, an event whose fields are not one of
// the forms, a position, word, rack, score or total that cannot be read.
//
// A record that reads is returned with its Problems: a total that is not
// the total before plus the score, a nick of no player, a challenge bonus
// or a phony taken off with no play of that player's before it, a phony
// taken off for other points than its play scored, an event after the end
// lines, a score of the wrong sign for its kind, an exchange of tiles not
// on the rack, the end's tiles that differ from the racks they come from,
// and a #rackN for a player the record does not have. Each total is
// checked against the total written on the player's line before, so that
// one wrong line is named once.
func Parse(name string, data []byte) (*Record, error) {
	if err := unreadable(data); err != nil {
		err.File = name
		return nil, err
	}
	r, err := newParser().read(data)
	if err != nil {
		err.File = name
		return nil, err
	}
	return r, nil
}

// unreadable refuses data that is no text to read line by line: too
// large, or text of a wider encoding than UTF-8.
func unreadable(data []byte) *Error {
	if len(data) > MaxFileBytes {
		return &Error{Reason: fmt.Sprintf("the file is larger than %d MB: no game record is that large", MaxFileBytes>>20)}
	}
	if isWide(data) {
		return errorAt(1, 0, "the file is UTF-16 or UTF-32 text, not UTF-8: save it as UTF-8")
	}
	return nil
}

// parser holds the state of one Parse.
type parser struct {
	rec         *Record
	players     [maxPlayers]*Player
	playerLines [maxPlayers]int
	rackLines   map[int]int // the line of each #rackN, by player index
	// The lines of the title, the description, the record's note and
	// each event's note, joined once all are read.
	title, description, note []string
	notes                    [][]string // by event
	// inNote is set after a #note line, and after a line that goes on
	// with one: a line that begins with neither "#" nor ">" goes on with
	// the note too.
	inNote bool
	filled bool // some line is not blank
}

// newParser is a parser of an empty record.
func newParser() *parser {
	return &parser{rec: &Record{}, rackLines: map[int]int{}}
}

// read reads the lines of data into the record, then works out who played
// each event and checks the arithmetic.
func (p *parser) read(data []byte) (*Record, *Error) {
	text := strings.TrimPrefix(string(data), byteOrderMark)
	for i, line := range splitLines(text) {
		if err := p.line(i+1, line); err != nil {
			return nil, err
		}
	}
	if !p.filled {
		return nil, errorAt(1, 0, "the file holds no line of a game record: a GCG file has lines that begin with \"#\" or \">\"")
	}
	if err := p.collectPlayers(); err != nil {
		return nil, err
	}
	p.joinLines()
	check(p.rec, p.rackLines)
	return p.rec, nil
}

// line reads line n, text.
func (p *parser) line(n int, text string) *Error {
	if col, why := textFault(text); why != "" {
		return errorAt(n, col, "%s", why)
	}
	t := trimBlanks(text)
	if t == "" {
		return nil
	}
	p.filled = true
	switch {
	case t[0] == '#':
		return p.pragma(n, t[1:])
	case t[0] == '>':
		p.inNote = false
		return p.event(n, text)
	case p.inNote:
		p.addNote(t)
		return nil
	}
	start := strings.IndexFunc(text, func(r rune) bool { return r != ' ' && r != '\t' })
	return errorAt(n, start+1, "a line of a game record begins with \"#\" or \">\", but this one begins %s", prose.Quoted(fields(t)[0].text))
}

// event reads line n, text, an event, into the record.
func (p *parser) event(n int, text string) *Error {
	e, err := parseEvent(n, text)
	if err != nil {
		return err
	}
	p.rec.Events = append(p.rec.Events, e)
	p.notes = append(p.notes, nil)
	return nil
}

// addNote adds a line of a note to the last event, or to the record
// before the first.
func (p *parser) addNote(text string) {
	if k := len(p.notes); k > 0 {
		p.notes[k-1] = addLine(p.notes[k-1], text)
		return
	}
	p.note = addLine(p.note, text)
}

// joinLines sets the texts given on several lines, one line each.
func (p *parser) joinLines() {
	p.rec.Title = strings.Join(p.title, "\n")
	p.rec.Description = strings.Join(p.description, "\n")
	p.rec.Note = strings.Join(p.note, "\n")
	for i, lines := range p.notes {
		p.rec.Events[i].Note = strings.Join(lines, "\n")
	}
}

// collectPlayers makes the record's players of the #playerN lines, which
// must number them from 1 without a gap, for the events name players by
// nick and a later stage by number.
func (p *parser) collectPlayers() *Error {
	missing := 0 // the first number without a #player line, 0 while none is
	for i, pl := range p.players {
		switch {
		case pl == nil && missing == 0:
			missing = i + 1
		case pl != nil && missing > 0:
			return errorAt(p.playerLines[i], 0, "#player%d is given, but not #player%d", i+1, missing)
		case pl != nil:
			p.rec.Players = append(p.rec.Players, *pl)
		}
	}
	return nil
}
