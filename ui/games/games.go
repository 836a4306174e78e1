package games

import (
	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/internal/prose"
)

// All are the games, ScraeBBKle first, as New Game offers them.
func All() []*rules.Set { return rules.All() }

// Default is the game played unless another is chosen: ScraeBBKle.
func Default() *rules.Set { return rules.ScraeBBKle() }

// ByID is the game whose rules are called id, or the default game when
// no game is.
func ByID(id string) *rules.Set {
	if r, err := rules.ByID(id); err == nil {
		return r
	}
	return Default()
}

// MostPlayers is the most players any game seats.
func MostPlayers() int {
	most := 0
	for _, r := range All() {
		most = max(most, r.MaxPlayers)
	}
	return most
}

// Format is a board format and the games whose boards are in it.
type Format struct {
	board.Format
	Games []*rules.Set
}

// Formats are the games' board formats, each with the games played on
// boards of it, in the order of the games: ScraeBBKle's, which classic
// Scrabble shares, then ScraBBKle's.
func Formats() []Format {
	var formats []Format
	for _, r := range All() {
		i := 0
		for i < len(formats) && formats[i].Format != r.Board {
			i++
		}
		if i == len(formats) {
			formats = append(formats, Format{Format: r.Board})
		}
		formats[i].Games = append(formats[i].Games, r)
	}
	return formats
}

// FormatOf is the format whose boards are written in syntax s, or the
// first format when no game's are.
func FormatOf(s board.Syntax) Format {
	formats := Formats()
	for _, f := range formats {
		if f.Syntax == s {
			return f
		}
	}
	return formats[0]
}

// Fits reports whether board b may be played under rules r: it is in the
// game's format, within its limits.
func Fits(r *rules.Set, b *board.Board) bool {
	_, err := board.Parse(r.Board, b.Name(), []byte(b.Format()))
	return err == nil
}

// For are the games that may be played on board b.
func For(b *board.Board) []*rules.Set {
	var fit []*rules.Set
	for _, r := range All() {
		if Fits(r, b) {
			fit = append(fit, r)
		}
	}
	return fit
}

// Names names the games: "ScraeBBKle and Classic Scrabble".
func Names(games []*rules.Set) string {
	var names []string
	for _, r := range games {
		names = append(names, r.Name)
	}
	return prose.JoinAnd(names)
}

// Of is the format of the game's boards, with the games that share it.
func Of(r *rules.Set) Format { return FormatOf(r.Board.Syntax) }
