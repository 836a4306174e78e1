package phrase

import (
	"fmt"
	"strings"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
)

// Every move is written in the notation of its game (move.Notation): as
// ScraeBBKle and classic Scrabble write it, "DINED,d4", or as ScraBBKle
// does, "DINED,d4,d".

// TurnSentence says what a player did on a turn, its move written in
// notation n: "Player 2 played MASCoT,d4 for 52 points.", "Player 2
// passed." or "Player 2 exchanged 3 tiles."
func TurnSentence(n move.Notation, turn game.Turn) string {
	who := fmt.Sprintf("Player %d", turn.Player+1)
	switch m := turn.Play.Move; {
	case m.Pass:
		return who + " passed."
	case m.Exchange != "":
		return who + " exchanged " + Counted(len(m.Exchange), "tile") + "."
	}
	return fmt.Sprintf("%s played %s for %s.", who, MoveName(n, turn.Play), Counted(turn.Play.Score, "point"))
}

// TurnName is a turn as a sentence names it: "pass", "exchange of 3
// tiles", or "move " and the move's name in notation n.
func TurnName(n move.Notation, p move.Play) string {
	if !p.Move.IsTiles() {
		return MoveName(n, p)
	}
	return "move " + MoveName(n, p)
}

// MoveName is a move as a sentence names it, in notation n: "pass",
// "exchange of 3 tiles", its notation when that spells the word it forms
// ("DINED,d4"), or else the word and the notation ("CAMBIA (CABIA,2b)").
// The tiles an exchange throws back are not named: the other players do
// not see them.
func MoveName(n move.Notation, p move.Play) string {
	switch w := WordFormed(p); {
	case p.Move.Pass:
		return "pass"
	case p.Move.Exchange != "":
		return "exchange of " + Counted(len(p.Move.Exchange), "tile")
	case w != "":
		return w + " (" + n.Format(p.Move) + ")"
	}
	return n.Format(p.Move)
}

// WordFormed is the word play forms, in capitals, when it is more than
// the tiles laid; otherwise "", since the move's notation spells it.
func WordFormed(play move.Play) string {
	if strings.EqualFold(play.Word.Text, play.Move.Word) {
		return ""
	}
	return strings.ToUpper(play.Word.Text)
}

// CrossWords are the words play forms across its own, each with its score,
// "XU 10, QAT 12", or "" when it forms none.
func CrossWords(play move.Play) string {
	if len(play.Words) < 2 {
		return ""
	}
	var words []string
	for _, w := range play.Words[1:] {
		words = append(words, strings.ToUpper(w.Text)+" "+Number(w.Score))
	}
	return strings.Join(words, ", ")
}

// Draw says who drew which tile for the first turn, and who moves first:
// "Drawing for the first move: Player 1 draws M, Player 2 draws V. Player
// 2 moves first.", as the console says it.
func Draw(draws []game.Draw, first int) string {
	var drawn []string
	for _, d := range draws {
		what := string(d.Tile.Letter)
		if d.Tile.Blank {
			what = "a blank"
		}
		drawn = append(drawn, fmt.Sprintf("Player %d draws %s", d.Player+1, what))
	}
	return fmt.Sprintf("Drawing for the first move: %s. Player %d moves first.", strings.Join(drawn, ", "), first+1)
}
