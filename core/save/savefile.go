package save

import (
	"bytes"
	"encoding/json"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"strings"
)

// Format is the "format" field of every saved game, so that another
// JSON file is not taken for one.
const Format = "ScraeBBKle saved game"

// Version is the version of the save-file format that this program
// writes, and the newest that it reads. docs/save-format.md describes it.
const Version = 1

// savedGame is a game as a save file holds it: everything that makes the
// game, and every turn. Loading deals the racks from the bag's order and
// replays every turn, checking each against what the file says.
type savedGame struct {
	Format  string        `json:"format"`
	Version int           `json:"version"`
	Rules   string        `json:"rules,omitempty"` // the game's rules.Set ID; ScraeBBKle when absent
	Words   string        `json:"words,omitempty"` // the word list's name; the built-in list when absent
	Board   savedBoard    `json:"board"`
	Open    bool          `json:"open"`
	Players []savedPlayer `json:"players"`
	Bag     string        `json:"bag"`             // the bag's order before the first draw, as rack letters
	Dealt   string        `json:"dealt,omitempty"` // the bag's order after the deal, when it was shuffled since
	Turns   []savedTurn   `json:"turns"`
	Racks   []string      `json:"racks"`  // each player's rack now
	Scores  []int         `json:"scores"` // each player's score now, before any deduction
	Over    bool          `json:"over"`
	Hints   []savedHint   `json:"hints,omitempty"` // the hints asked for, in the order asked
	// Each player's rack now, in the order they arranged it.
	Arranged []string `json:"arranged,omitempty"`
}

// savedBoard is the board, in the board file format.
type savedBoard struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// savedPlayer is who plays: "human" or "computer", and a computer's level.
type savedPlayer struct {
	Type  string `json:"type"`
	Level string `json:"level,omitempty"`
}

// savedTurn is one turn: who moved from which rack, the move in notation,
// its score, the mover's total and the tiles drawn after it.
type savedTurn struct {
	Player int    `json:"player"` // from 1
	Rack   string `json:"rack"`
	Move   string `json:"move"`
	Score  int    `json:"score"`
	Total  int    `json:"total"`
	Drawn  string `json:"drawn"`
	Bag    string `json:"bag,omitempty"` // the bag's order after the turn, when it is not what follows from before (game.Turn.Bag)
}

// The player types of a save file.
const (
	savedHuman    = "human"
	savedComputer = "computer"
)

// MaxFileBytes is the most bytes a save file may have: far more than
// any game needs, so that a wrong file is refused at once rather than
// read until memory runs out.
const MaxFileBytes = 16 << 20

// Marshal writes game g in the save-file format, as indented JSON ending
// in a newline, the board's text unescaped, with the extras: x.Levels[i] is
// player i's level when a computer plays it, x.Hints the hints asked for,
// x.Arranged the racks in the orders their players arranged them.
func Marshal(g *game.Game, x Extras) []byte {
	s := savedGame{
		Format:  Format,
		Version: Version,
		Words:   g.Referee().Lexicon.Name(),
		Board:   savedBoard{Name: g.Board().Name(), Text: g.Board().Format()},
		Open:    g.Open(),
		Bag:     tile.Rack(g.InitialBag()).Letters(),
		Dealt:   tile.Rack(g.DealtBag()).Letters(),
		Turns:   []savedTurn{},
		Over:    g.Over(),
		Hints:   saveHints(x.Hints),
	}
	if id := g.Rules().ID; id != rules.ScraeBBKle().ID {
		s.Rules = id
	}
	s.Arranged = saveArranged(g, x.Arranged)
	for i := range g.Players() {
		p := g.Player(i)
		sp := savedPlayer{Type: savedHuman}
		if p.Kind == game.Computer {
			sp = savedPlayer{Type: savedComputer, Level: LevelAt(x.Levels, i).String()}
		}
		s.Players = append(s.Players, sp)
		s.Racks = append(s.Racks, p.Rack.Letters())
		s.Scores = append(s.Scores, p.Score)
	}
	for _, t := range g.History() {
		s.Turns = append(s.Turns, savedTurn{
			Player: t.Player + 1,
			Rack:   t.Rack.Letters(),
			Move:   t.Play.Move.String(),
			Score:  t.Play.Score,
			Total:  t.Total,
			Drawn:  tile.Rack(t.Drawn).Letters(),
			Bag:    tile.Rack(t.Bag).Letters(),
		})
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // the board's text keeps its < and >
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil { // plain strings and numbers always encode
		panic(err)
	}
	return b.Bytes()
}

// LevelAt is levels[i], or Normal when levels has no such entry.
func LevelAt(levels []computer.Level, i int) computer.Level {
	if i < len(levels) {
		return levels[i]
	}
	return computer.Normal
}

// playerType reads a saved player's type.
func playerType(s string) (game.PlayerKind, bool) {
	switch strings.ToLower(s) {
	case savedHuman:
		return game.Human, true
	case savedComputer:
		return game.Computer, true
	}
	return game.Human, false
}
