package gcg

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// String writes the record as GCG, in one form whatever form it was read
// from: "#character-encoding UTF-8", the players, the title, the
// description, the word list, the other pragmas and the record's note;
// then each event, ">nick: RACK PLAY +score total", with no rack but two
// spaces where it is unknown, "." for each tile already on the board, and
// its note; last the #rackN lines. A record Parse returned reads back the
// same but for its lines and the encoding. A record made otherwise must
// hold only what Parse could have read: a nick with no spaces, fields
// of the forms the events read.
func (r *Record) String() string {
	var b strings.Builder
	writePragma(&b, "character-encoding", "UTF-8")
	for i, p := range r.Players {
		writePragma(&b, "player"+strconv.Itoa(i+1), trimBlanks(p.Nick+" "+p.Name))
	}
	writeLines(&b, "title", r.Title)
	writeLines(&b, "description", r.Description)
	writePragma(&b, "lexicon", r.Lexicon)
	for _, p := range r.Pragmas {
		writePragma(&b, p.Keyword, p.Text)
	}
	writeLines(&b, "note", r.Note)
	for _, e := range r.Events {
		rack := ""
		if e.RackKnown {
			rack = e.Rack
		}
		fmt.Fprintf(&b, ">%s: %s %s %+d %d\n", e.Nick, rack, e.play(), e.Score, e.Total)
		writeLines(&b, "note", e.Note)
	}
	for _, i := range slices.Sorted(maps.Keys(r.Racks)) {
		writePragma(&b, "rack"+strconv.Itoa(i+1), r.Racks[i])
	}
	return b.String()
}

// play is the event's play as GCG writes it, between the rack and the
// score.
func (e *Event) play() string {
	switch e.Kind {
	case Move:
		return e.Pos + " " + e.Word
	case Exchange:
		if e.Tiles == "" {
			return "-" + strconv.Itoa(e.Count)
		}
		return "-" + e.Tiles
	case EndGain, EndRack:
		return "(" + e.Tiles + ")"
	}
	for play, k := range specialPlays {
		if k == e.Kind {
			return play
		}
	}
	return ""
}

// writePragma writes the pragma "#keyword text", or "#keyword" alone for
// an empty text, except for a known pragma with nothing to say, which it
// leaves out.
func writePragma(b *strings.Builder, keyword, text string) {
	if text == "" && isKnownPragma(keyword) {
		return
	}
	b.WriteString("#" + keyword)
	if text != "" {
		b.WriteString(" " + text)
	}
	b.WriteByte('\n')
}

// isKnownPragma reports whether keyword is one of the pragmas the record
// holds in fields of its own.
func isKnownPragma(keyword string) bool {
	switch keyword {
	case "character-encoding", "title", "description", "lexicon", "note":
		return true
	}
	return false
}

// writeLines writes text, which may have several lines, as a pragma a
// line.
func writeLines(b *strings.Builder, keyword, text string) {
	for line := range strings.SplitSeq(text, "\n") {
		writePragma(b, keyword, line)
	}
}
