package gcg

import (
	"fmt"
	"scraebbkle/internal/prose"
	"strings"
	"unicode/utf8"
)

// unknownRack is the rack Quackle writes on a challenge bonus's line
// when it does not know the rack.
const unknownRack = "UNKNOWN"

// eventExample is an event line as GCG writes it, for errors.
const eventExample = `">Anna: AEINRST 8H RETAINS +70 70"`

// parseEvent reads line n, text, an event: ">nick:", the rack when the
// writer knew it, the play, the score and the total.
func parseEvent(n int, text string) (Event, *Error) {
	fs := fields(text)
	e := Event{Line: n}
	nick, ok := strings.CutSuffix(strings.TrimPrefix(fs[0].text, ">"), ":")
	if !ok || nick == "" {
		return e, errorAt(n, fs[0].col, "an event begins with \">\", the player's nick and a colon, as in %s", eventExample)
	}
	e.Nick = nick
	rest := fs[1:]
	if len(rest) > 0 && isTiles(rest[0].text) {
		e.Rack, e.RackKnown = rest[0].text, true
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return e, errorAt(n, 0, "the event has no play, score or total after the nick and the rack")
	}
	if err := e.readPlay(rest); err != nil {
		return e, err
	}
	if e.Kind == Challenge && e.Rack == unknownRack {
		e.Rack, e.RackKnown = "", false
	}
	var err *Error
	if e.Score, err = score(n, rest[len(rest)-2]); err != nil {
		return e, err
	}
	e.Total, err = total(n, rest[len(rest)-1])
	return e, err
}

// readPlay reads the play of an event, the fields after the rack: a
// position and a word, or one field for any other play, then the score
// and the total, which it checks are there and leaves to the caller.
func (e *Event) readPlay(fs []field) *Error {
	play := fs[0]
	want := 3
	if isPositionLike(play.text) {
		want = 4
	}
	if len(fs) != want {
		return e.fieldsError(fs, want)
	}
	if want == 4 {
		return e.readMove(play, fs[1])
	}
	return e.readOther(play)
}

// fieldsError says that fs, the fields after the rack, are not the want
// fields of the play they begin with.
func (e *Event) fieldsError(fs []field, want int) *Error {
	what := fmt.Sprintf("%s is followed by its score and the player's total", prose.Quoted(fs[0].text))
	if want == 4 {
		what = fmt.Sprintf("a play at %s is followed by its word, its score and the player's total", prose.Quoted(fs[0].text))
	}
	return errorAt(e.Line, 0, "%s, but this line has %s after it, as in %s", what, prose.Counted(len(fs)-1, "field"), eventExample)
}

// readMove reads a play of tiles: its position pos and its word.
func (e *Event) readMove(pos, word field) *Error {
	row, col, across, ok := parsePosition(pos.text)
	if !ok {
		return errorAt(e.Line, pos.col, "%s", positionFault(pos.text))
	}
	w, why := parseWord(word.text)
	if why != "" {
		return errorAt(e.Line, word.col, "%s", why)
	}
	e.Kind, e.Pos, e.Row, e.Col, e.Across, e.Word = Move, pos.text, row, col, across, w
	return nil
}

// specialPlays are the plays written as one fixed field.
var specialPlays = map[string]Kind{
	"-":           Pass,
	"--":          Withdrawn,
	"(challenge)": Challenge,
	"(time)":      TimePenalty,
}

// readOther reads a play that is not a play of tiles: a pass, an
// exchange, a phony taken off, a challenge bonus, a time penalty, or the
// end's tiles in parentheses, gained when the rack is not written, lost
// when it is.
func (e *Event) readOther(f field) *Error {
	if k, ok := specialPlays[f.text]; ok {
		e.Kind = k
		return nil
	}
	if inner, ok := strings.CutPrefix(f.text, "("); ok {
		if tiles, ok := strings.CutSuffix(inner, ")"); ok && isTiles(tiles) {
			e.Kind, e.Tiles = EndGain, tiles
			if e.RackKnown {
				e.Kind = EndRack
			}
			return nil
		}
	}
	if thrown, ok := strings.CutPrefix(f.text, "-"); ok {
		return e.readExchange(f, thrown)
	}
	return errorAt(e.Line, f.col, "%s is not a play: GCG writes a position and a word, - for a pass, - and the tiles or their count for an exchange, -- for a phony taken off, (challenge), (time), or the tiles left in parentheses at the end", prose.Quoted(f.text))
}

// readExchange reads an exchange, thrown being what follows its "-": the
// tiles, or their count when the writer did not know them. Quackle reads
// "-0" as a pass, and so does this.
func (e *Event) readExchange(f field, thrown string) *Error {
	if count, ok := number(thrown); ok {
		e.Kind, e.Count = Exchange, count
		if count == 0 {
			e.Kind = Pass
		}
		return nil
	}
	if isTiles(thrown) {
		e.Kind, e.Tiles, e.Count = Exchange, thrown, utf8.RuneCountInString(thrown)
		return nil
	}
	return errorAt(e.Line, f.col, "the exchange %s is neither - and the tiles thrown back, as -QU?, nor - and their count, as -3", prose.Quoted(f.text))
}
