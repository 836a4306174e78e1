package phrase

import (
	"fmt"
	"strings"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
)

// TurnSentence says what a player did on a turn: "Player 2 played MASCoT,d4
// for 52 points." or "Player 2 passed."
func TurnSentence(turn game.Turn) string {
	if turn.Play.Move.Pass {
		return fmt.Sprintf("Player %d passed.", turn.Player+1)
	}
	return fmt.Sprintf("Player %d played %s for %s.", turn.Player+1, MoveName(turn.Play), Counted(turn.Play.Score, "point"))
}

// TurnName is a turn as a sentence names it: "pass", or "move " and the
// move's name.
func TurnName(p move.Play) string {
	if p.Move.Pass {
		return MoveName(p)
	}
	return "move " + MoveName(p)
}

// MoveName is a move as a sentence names it: "pass", its notation when
// that spells the word it forms ("DINED,d4"), or else the word and the
// notation ("CAMBIA (CABIA,2b)").
func MoveName(p move.Play) string {
	switch w := WordFormed(p); {
	case p.Move.Pass:
		return "pass"
	case w != "":
		return w + " (" + p.Move.String() + ")"
	}
	return p.Move.String()
}

// WordFormed is the word play forms, in capitals, when it is more than
// the tiles laid; otherwise "", since the move's notation spells it.
func WordFormed(play move.Play) string {
	if strings.EqualFold(play.Word.Text, play.Move.Word) {
		return ""
	}
	return strings.ToUpper(play.Word.Text)
}
