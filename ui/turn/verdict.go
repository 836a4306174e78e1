package turn

import (
	"errors"
	"fmt"
	"strings"

	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/ui/phrase"
)

// Move is the move the placed tiles make, or why they make none.
func (m *Model) Move() (move.Move, error) {
	return referee.MoveFor(m.game.Grid(), m.hand.Placed())
}

// Verdict is what the rules say of the tiles placed, in a sentence, and
// whether they allow the move: its word, notation and score, or why it
// is refused. It is "" with no tile placed.
func (m *Model) Verdict() (string, bool) {
	if len(m.hand.Placed()) == 0 {
		return "", false
	}
	mv, err := m.Move()
	if err != nil {
		return Refusal(mv, err), false
	}
	play, err := m.game.Check(mv)
	if err != nil {
		return Refusal(mv, err), false
	}
	bonus := ""
	if play.Bingo {
		bonus = fmt.Sprintf(" (with the %d-point bonus)", m.game.Rules().BingoBonus)
	}
	return fmt.Sprintf("%s  ·  %s  ·  %s%s. Press Enter or Play.", strings.ToUpper(play.Word.Text), mv, phrase.Counted(play.Score, "point"), bonus), true
}

// Refusal puts a refused move and the reason, err, in plain words.
func Refusal(m move.Move, err error) string {
	var r *referee.Refusal
	if errors.As(err, &r) && r.Reason >= referee.NoTiles {
		return r.Error()
	}
	if m.Word == "" {
		return err.Error()
	}
	return m.String() + ": " + err.Error()
}
