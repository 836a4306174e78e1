package gcg

import (
	"scraebbkle/internal/prose"
	"strings"
)

// pragma reads line n, a pragma, s being the text after its "#".
func (p *parser) pragma(n int, s string) *Error {
	keyword, text := cutKeyword(s)
	p.inNote = keyword == "note"
	switch keyword {
	case "character-encoding":
		return p.encoding(n, text)
	case "title":
		p.title = addLine(p.title, text)
		return nil
	case "description":
		p.description = addLine(p.description, text)
		return nil
	case "lexicon":
		return p.lexicon(n, text)
	case "note":
		p.addNote(text)
		return nil
	}
	for _, np := range numberedPragmas {
		if which, ok := numbered(keyword, np.prefix); ok {
			if which < 1 || which > maxPlayers {
				return errorAt(n, 0, "a record has players 1 to %d: #%s cannot be read", maxPlayers, keyword)
			}
			return np.read(p, n, which, text)
		}
	}
	p.rec.Pragmas = append(p.rec.Pragmas, Pragma{Line: n, Keyword: keyword, Text: text})
	return nil
}

// numberedPragmas are the pragmas of a player, named by number: #player1,
// #rack2.
var numberedPragmas = []struct {
	prefix string
	read   func(p *parser, n, which int, text string) *Error
}{{"player", (*parser).player}, {"rack", (*parser).rack}}

// numbered reports whether keyword is prefix and a number, such as
// "player2", and returns the number, or 0 when it has more digits than a
// player's number may.
func numbered(keyword, prefix string) (int, bool) {
	digits, ok := strings.CutPrefix(keyword, prefix)
	if !ok || !allDigits(digits) {
		return 0, false
	}
	n, _ := number(digits)
	return n, true
}

// encoding reads #character-encoding: only UTF-8 is read.
func (p *parser) encoding(n int, name string) *Error {
	if !strings.EqualFold(name, "UTF-8") && !strings.EqualFold(name, "UTF8") {
		return errorAt(n, 0, "the file says its text is in the encoding %s, but only UTF-8 is read: save it as UTF-8", prose.Quoted(name))
	}
	p.rec.Encoding = "UTF-8"
	return nil
}

// lexicon reads #lexicon: the same name again is harmless, another one
// leaves the word list in doubt.
func (p *parser) lexicon(n int, name string) *Error {
	if p.rec.Lexicon != "" && name != "" && name != p.rec.Lexicon {
		return errorAt(n, 0, "the word list is given twice, as %s and as %s", prose.Quoted(p.rec.Lexicon), prose.Quoted(name))
	}
	if name != "" {
		p.rec.Lexicon = name
	}
	return nil
}

// player reads #playerN, N being which: the nick, then the full name,
// if any.
func (p *parser) player(n, which int, text string) *Error {
	switch {
	case p.players[which-1] != nil:
		return errorAt(n, 0, "#player%d is given twice", which)
	case text == "":
		return errorAt(n, 0, "#player%d gives no nick", which)
	}
	nick := fields(text)[0].text
	for i, other := range p.players {
		if other != nil && other.Nick == nick {
			return errorAt(n, 0, "the nick %s is already player %d's: the events could not tell them apart", prose.Quoted(nick), i+1)
		}
	}
	p.players[which-1] = &Player{Nick: nick, Name: trimBlanks(text[len(nick):])}
	p.playerLines[which-1] = n
	return nil
}

// rack reads #rackN, N being which: the rack of player N when the record
// stops.
func (p *parser) rack(n, which int, rack string) *Error {
	if rack == "" {
		return errorAt(n, 0, "#rack%d gives no rack", which)
	}
	if why := tilesFault("rack", rack); why != "" {
		return errorAt(n, 0, "%s", why)
	}
	if old, ok := p.rec.Racks[which-1]; ok && old != rack {
		return errorAt(n, 0, "#rack%d is given twice, as %s and as %s", which, prose.Quoted(old), prose.Quoted(rack))
	}
	if p.rec.Racks == nil {
		p.rec.Racks = map[int]string{}
	}
	p.rec.Racks[which-1] = rack
	p.rackLines[which-1] = n
	return nil
}
