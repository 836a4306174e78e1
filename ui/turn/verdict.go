package turn

import (
	"errors"
	"fmt"
	"strings"

	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/ui/phrase"
)

// Move is the move the placed tiles make, or why they make none.
func (m *Model) Move() (move.Move, error) {
	return referee.MoveFor(m.game.Grid(), m.hand.Placed())
}

// Verdict is what the rules say of the tiles placed, in a sentence, and
// whether they allow the move: the words it forms, its notation and its
// score, or why it is refused. It is "" with no tile placed.
func (m *Model) Verdict() (string, bool) {
	if len(m.hand.Placed()) == 0 {
		return "", false
	}
	r := m.game.Rules()
	mv, err := m.Move()
	if err != nil {
		return Refusal(r, mv, err), false
	}
	play, err := m.game.Check(mv)
	if err != nil {
		return Refusal(r, mv, err), false
	}
	bonus := ""
	if play.Bingo {
		bonus = fmt.Sprintf(" (with the %d-point bonus)", r.BingoBonus)
	}
	return fmt.Sprintf("%s  ·  %s  ·  %s%s. Press Enter or Play.", wordsScored(play), r.Notation.Format(mv), phrase.Counted(play.Score, "point"), bonus), true
}

// wordsScored is the word a play forms, in capitals; when it forms more
// than one, every word with its score, its own first: "QI 11 + XU 10".
func wordsScored(play move.Play) string {
	if len(play.Words) < 2 {
		return strings.ToUpper(play.Word.Text)
	}
	var words []string
	for _, w := range play.Words {
		words = append(words, strings.ToUpper(w.Text)+" "+phrase.Number(w.Score))
	}
	return strings.Join(words, " + ")
}

// Refusal puts a move refused under rules r, and the reason, err, in
// plain words, naming squares and moves in the game's notation. Where a
// move forms words across its own, a word not in the word list is named
// with where it lies, the move's own word as much as one across it.
func Refusal(r *rules.Set, m move.Move, err error) string {
	nt := r.Notation
	var why *referee.Refusal
	if !errors.As(err, &why) {
		if m.Word == "" {
			return err.Error()
		}
		return nt.Format(m) + ": " + err.Error()
	}
	text := why.Explain(nt)
	if why.Reason == referee.NotAWord && r.Crosswords {
		text = fmt.Sprintf("%s at %s is not in the word list.", strings.ToUpper(why.Word.Text), nt.Position(why.Word.Start, why.Word.Dir))
	}
	if why.Reason >= referee.NoTiles || m.Word == "" {
		return text
	}
	return nt.Format(m) + ": " + text
}
