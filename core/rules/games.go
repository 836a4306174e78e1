package rules

import (
	"fmt"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

// The tile sets of the games, as tile.ParseSet reads them.
const (
	scraebbkleTiles = "A1x8 B3x2 C4x2 D2x4 E2x9 F4x3 G3x4 H4x3 I1x9 J11x1 K6x2 L1x4 M3x2 " +
		"N1x7 O1x7 P3x2 Q12x1 R1x6 S1x4 T1x5 U1x5 V4x2 W4x2 X9x1 Y5x2 Z9x1 _8x2"
	// The classic English set; a blank is worth 0 in classic Scrabble and
	// 3 in ScraBBKle.
	englishLetters = "A1x9 B3x2 C3x2 D2x4 E1x12 F4x2 G2x3 H4x2 I1x9 J8x1 K5x1 L1x4 M3x2 " +
		"N1x6 O1x8 P3x2 Q10x1 R1x6 S1x4 T1x6 U1x4 V4x2 W4x2 X8x1 Y4x2 Z10x1"
)

// The board formats of the games. Classic Scrabble reads ScraeBBKle's
// board files, so that any ScraeBBKle board may be played under its rules.
var (
	scraebbkleBoards = board.Format{
		Syntax:     board.ScraeBBKleSyntax,
		MinColumns: 7, MaxColumns: 26, MinRows: 10, MaxRows: 99, MinSquares: 192,
		MinFactor: -9, MaxFactor: 99,
	}
	scrabbkleBoards = board.Format{
		Syntax:     board.ScraBBKleSyntax,
		MinColumns: 12, MaxColumns: 26, MinRows: 12, MaxRows: 26,
		MinFactor: -9, MaxFactor: 99,
	}
)

// ScraeBBKle returns the rules of ScraeBBKle: 100 tiles, blanks worth 8, a
// bingo of 60 for all 7 tiles, two players, one word a move, boards of
// 7..26 columns and 10..99 rows with at least 192 squares, premium factors
// -9..99. Each call returns a fresh value that the caller may change.
func ScraeBBKle() *Set {
	return &Set{
		Name: "ScraeBBKle", ID: "scraebbkle",
		About:   "One word a move on boards of any shape, premiums that may take points away, blanks worth 8.",
		TileSet: mustTiles(scraebbkleTiles), BlankValue: 8, BingoBonus: 60, RackSize: 7,
		MinPlayers: 2, MaxPlayers: 2,
		MinWordLength: 2,
		End:           End{Rounds: 2},
		Board:         scraebbkleBoards,
		DefaultBoard:  DefaultBoard{Name: resources.DefaultBoardName, Text: resources.DefaultBoard},
		Notation:      move.SquareNotation{},
	}
}

// ScraBBKle returns the rules of ScraBBKle, ScraeBBKle's forerunner: the
// classic English tiles with blanks worth 3, a bingo of 70, square boards
// of 12 to 26 a side starting in the middle, one word a move, and moves
// written WORD,f8,r.
func ScraBBKle() *Set {
	return &Set{
		Name: "ScraBBKle", ID: "scrabbkle",
		About:   "One word a move on square boards, the classic tiles with blanks worth 3 and a bingo of 70.",
		TileSet: mustTiles(englishLetters + " _3x2"), BlankValue: 3, BingoBonus: 70, RackSize: 7,
		MinPlayers: 2, MaxPlayers: 2,
		MinWordLength: 2,
		End:           End{Rounds: 2},
		Board:         scrabbkleBoards,
		DefaultBoard:  DefaultBoard{Name: resources.ScraBBKleBoardName, Text: resources.ScraBBKleBoard},
		Notation:      move.DirectedNotation{},
		Console:       Console{HumanFirst: true},
	}
}

// Classic returns the rules of classic Scrabble: two to four players, the
// first drawn for, words across each other each scored, exchanges while
// the bag holds seven tiles, blanks worth 0, a bingo of 50, the end after
// going out or three rounds of scoreless turns, and the going-out bonus.
func Classic() *Set {
	return &Set{
		Name: "Classic Scrabble", ID: "classic",
		About:   "Two to four players, words across each other, exchanges, the standard board and tiles.",
		TileSet: mustTiles(englishLetters + " _0x2"), BlankValue: 0, BingoBonus: 50, RackSize: 7,
		MinPlayers: 2, MaxPlayers: 4, DrawForFirst: true,
		MinWordLength: 2, Crosswords: true, ExchangeBag: 7,
		End:      End{Rounds: 3, Scoreless: true},
		OutBonus: true, TieBreak: true,
		Board:        scraebbkleBoards,
		DefaultBoard: DefaultBoard{Name: resources.ClassicBoardName, Text: resources.ClassicBoard},
		Notation:     move.SquareNotation{Exchanges: true},
		Console:      Console{EveryTurnScored: true, ExplainFormat: true},
	}
}

// All returns every game's rules, ScraeBBKle first.
func All() []*Set { return []*Set{ScraeBBKle(), ScraBBKle(), Classic()} }

// ByID returns the rules of the game named id ("scraebbkle", "scrabbkle"
// or "classic", in any case).
func ByID(id string) (*Set, error) {
	for _, r := range All() {
		if strings.EqualFold(r.ID, id) {
			return r, nil
		}
	}
	ids := IDs()
	return nil, fmt.Errorf("unknown game %q: choose %s or %s", id, strings.Join(ids[:len(ids)-1], ", "), ids[len(ids)-1])
}

// IDs lists the games' IDs, as ByID takes them.
func IDs() []string {
	var ids []string
	for _, r := range All() {
		ids = append(ids, r.ID)
	}
	return ids
}

// mustTiles reads a tile set of this file.
func mustTiles(spec string) tile.Set {
	set, err := tile.ParseSet(spec)
	if err != nil {
		panic(err)
	}
	return set
}
