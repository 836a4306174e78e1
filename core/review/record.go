package review

import (
	"fmt"
	"slices"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/gcg"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
)

// FromRecord is the game of GCG record rec to review, with the word list,
// game and board of src: the game and board the record's title names
// (as the program writes them: "Classic Scrabble on classicBoard.txt
// (…)"), unless src gives them, else classic Scrabble on its board. The
// record is replayed on the board: each play is checked and scored by the
// game's rules, and where it breaks them, or where the record's sums are
// wrong, a Note says so at that line and the replay goes on with the
// record's own tiles and scores. A rack the record does not give in full
// leaves its turn to be judged in part (Position.Note).
func FromRecord(rec *gcg.Record, src Source) (*Game, error) {
	r, b, err := gameOf(rec, src)
	if err != nil {
		return nil, err
	}
	names := playerNames(rec)
	if n := len(names); n < r.MinPlayers || n > r.MaxPlayers {
		return nil, fmt.Errorf("the record has %s, but %s is played by %s players", countPlayers(n), r.Name, r.PlayerRange())
	}
	g := &Game{Referee: &referee.Referee{Rules: r, Lexicon: src.Lexicon}, Board: b, Names: names}
	for _, p := range rec.Problems {
		g.Notes = append(g.Notes, Note{Line: p.Line, What: p.What})
	}
	if note := lexiconNote(rec.Lexicon, src); note != "" {
		g.Remarks = append(g.Remarks, note)
	}
	newReplay(g, rec).run()
	return g, nil
}

// gameOf is the game and board of record rec: those src gives, or those
// its title names, or classic Scrabble on its board.
func gameOf(rec *gcg.Record, src Source) (*rules.Set, *board.Board, error) {
	if err := variant(rec); err != nil {
		return nil, nil, err
	}
	named, boardName := titled(rec.Title)
	r := src.Rules
	if r == nil {
		r = named
	}
	if r == nil {
		r = rules.Classic()
	}
	if src.Board != nil {
		return r, src.Board, nil
	}
	if boardName != "" && boardName != r.DefaultBoard.Name {
		return nil, nil, &BoardNeeded{Name: boardName, Rules: r}
	}
	b, err := r.ParseDefaultBoard()
	return r, b, err
}

// BoardNeeded is the error of a record whose game was played on a board
// of its own, which the review needs to be given.
type BoardNeeded struct {
	Name  string     // the board file's name, as the record gives it
	Rules *rules.Set // the game, whose board format the file has
}

// Error says which board the record needs.
func (e *BoardNeeded) Error() string {
	return fmt.Sprintf("the record's game was played on the board %q: give its board file to review it", e.Name)
}

// standard are the values of the pragmas by which macondo and Woogles
// name a game's variant, board and tiles, that the program plays: classic
// Scrabble on the standard board with the English tiles.
var standard = map[string][]string{
	"game-type":           {"classic"},
	"board-layout":        {"CrosswordGame"},
	"tile-distribution":   {"english"},
	"letter-distribution": {"english"},
}

// variant refuses a record of a game the program does not play, such as
// WordSmog, or on another board or with other tiles, as its pragmas say.
func variant(rec *gcg.Record) error {
	for _, p := range rec.Pragmas {
		values, ok := standard[strings.ToLower(p.Keyword)]
		if !ok || slices.ContainsFunc(values, func(v string) bool { return strings.EqualFold(v, strings.TrimSpace(p.Text)) }) {
			continue
		}
		return fmt.Errorf("line %d: the record is of a game with %s %s, which the program does not play: it plays classic Scrabble on the standard board, with the English tiles", p.Line, p.Keyword, p.Text)
	}
	return nil
}

// titled is the game and the board file that a title as the program
// writes it names: "Classic Scrabble on classicBoard.txt (15 x 15, start
// h8)"; nil and "" for a title of another kind.
func titled(title string) (*rules.Set, string) {
	for _, r := range rules.All() {
		rest, ok := strings.CutPrefix(title, r.Name+" on ")
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(rest, " (")
		return r, strings.TrimSpace(name)
	}
	return nil, ""
}

// playerNames are the names of the record's players: each full name, or
// nick when it has none.
func playerNames(rec *gcg.Record) []string {
	names := make([]string, len(rec.Players))
	for i, p := range rec.Players {
		names[i] = p.Name
		if names[i] == "" {
			names[i] = p.Nick
		}
	}
	return names
}

// countPlayers says how many players a record has: "1 player".
func countPlayers(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

// lexiconNote says which word list the review judges with when the
// record names another, or "".
func lexiconNote(named string, src Source) string {
	list := src.Lexicon.Name()
	if named == "" || strings.EqualFold(named, list) || list == "" && strings.EqualFold(named, lexicon.BuiltInName) {
		return ""
	}
	with := "the word list built into the program (" + lexicon.BuiltInName + ")"
	if list != "" {
		with = "the word list " + list
	}
	return fmt.Sprintf("the record names the word list %s; the moves are judged with %s, and a word it lacks is noted", named, with)
}
