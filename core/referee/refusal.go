package referee

import (
	"fmt"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/internal/prose"
	"slices"
	"strings"
)

// Reason says why a well-formed move is not allowed.
type Reason uint8

// The reasons a move is refused.
const (
	OffBoard      Reason = iota // the move's square is not on the board
	Occupied                    // the move's square already holds a tile
	RunsOff                     // the tiles run off the edge of the board
	MissingTiles                // the rack does not hold the tiles
	SecondWord                  // a tile would touch another word across the move
	StartMissed                 // the first word does not cover the start square
	TooShort                    // the word formed has fewer letters than the rules allow
	NotConnected                // the word uses no tile already on the board
	NotAWord                    // the word formed is not in the word list
	NoTiles                     // no tiles were placed (MoveFor)
	NotInLine                   // placed tiles are not in one row or column (MoveFor)
	Gap                         // an empty square lies between placed tiles (MoveFor)
	CrossNotAWord               // a word formed across the move is not in the word list
	NoExchanges                 // the rules allow no exchanges
	BagTooSmall                 // the bag holds too few tiles for an exchange
	NeedsBag                    // an exchange was given to Check, which does not know the bag
)

// Refusal is the answer to a move that breaks a rule: why, and the word,
// square or tiles concerned.
type Refusal struct {
	Reason  Reason
	Move    move.Move
	Word    move.Word    // the word at fault (SecondWord, NotAWord, NotConnected, TooShort)
	Square  board.Square // the square at fault (OffBoard, Occupied, StartMissed), or where the tiles start (RunsOff)
	Missing string       // the letters missing from the rack, '_' for a blank
	Blanks  int          // the blanks on the rack that the move leaves unused (MissingTiles)
	MinLen  int          // the shortest word allowed (TooShort)
	Room    int          // how many of the tiles fit on the board (RunsOff)
	Bag     int          // the tiles in the bag (BagTooSmall)
	MinBag  int          // the fewest tiles in the bag that allow an exchange (BagTooSmall)
	// Across is, for a single tile whose word the rules read only across
	// its notation's direction, the move written to read it that way
	// (SecondWord); the zero Move otherwise.
	Across move.Move
	// OwnLower is set when the move writes in lower case, as blanks, letters
	// that the rack holds as tiles; Capitals is then the move's word with
	// those letters in capitals, when the rack holds every tile it needs
	// (MissingTiles).
	OwnLower bool
	Capitals string
}

// Error says, in one sentence, why the move is not allowed, naming squares
// and moves in ScraeBBKle's notation.
func (r *Refusal) Error() string { return r.Explain(move.SquareNotation{}) }

// Explain says, in one sentence, why the move is not allowed, naming
// squares and moves in notation n.
func (r *Refusal) Explain(n move.Notation) string {
	switch r.Reason {
	case OffBoard:
		return fmt.Sprintf("Square %s is not on the board.", r.Square)
	case Occupied:
		return fmt.Sprintf("Square %s already holds a tile.", r.Square)
	case RunsOff:
		return fmt.Sprintf("The tiles of %s would run off the board: going %s from %s, only %d of the %d fit.",
			r.Move.Word, r.Move.Dir, n.Position(r.Square, r.Move.Dir), r.Room, len(r.Move.Word))
	case MissingTiles:
		if r.Missing == "" {
			return "You are missing tiles for this move."
		}
		return "You are missing tiles for this move: " + missingList(r.Missing) + "." + r.blankHint() + r.capitalsHint()
	case SecondWord:
		text := fmt.Sprintf("It would also form the word %s at %s.", strings.ToUpper(r.Word.Text), n.Position(r.Word.Start, r.Word.Dir))
		if r.Across.Word != "" {
			text += fmt.Sprintf(" A single tile's word reads the way its square is written: for %s, write %s.", strings.ToUpper(r.Word.Text), n.Format(r.Across))
		}
		return text
	case StartMissed:
		return fmt.Sprintf("The first word must cover the start square %s.", r.Square)
	case TooShort:
		return fmt.Sprintf("A word needs at least %d letters.", r.MinLen)
	case NotConnected:
		if len(r.Word.Text) == 1 {
			return fmt.Sprintf("The tile on %s touches no tile already on the board.", r.Word.Start)
		}
		return fmt.Sprintf("The word %s does not use any tile already on the board.", strings.ToUpper(r.Word.Text))
	case NoTiles:
		return "Place tiles on the board to make a move."
	case NotInLine:
		return "The tiles must lie in one row or one column."
	case Gap:
		return fmt.Sprintf("The tiles must form one unbroken line: square %s is empty.", r.Square)
	case CrossNotAWord:
		return fmt.Sprintf("It also forms %s at %s, which is not in the word list.", strings.ToUpper(r.Word.Text), n.Position(r.Word.Start, r.Word.Dir))
	case NoExchanges:
		return "This game allows no exchanges."
	case BagTooSmall:
		return fmt.Sprintf("An exchange needs at least %d tiles in the bag, and it holds %d.", r.MinBag, r.Bag)
	case NeedsBag:
		return "An exchange is judged with the bag in view."
	default:
		return fmt.Sprintf("%s is not in the word list.", strings.ToUpper(r.Word.Text))
	}
}

// blankHint reminds a player who is missing letters of the blanks on the
// rack, which play a letter written in lower case; "" when there are none
// to spare, or only blanks are missing.
func (r *Refusal) blankHint() string {
	i := strings.IndexFunc(r.Missing, func(c rune) bool { return c != '_' })
	if r.Blanks == 0 || i < 0 {
		return ""
	}
	example := strings.ToLower(r.Missing[i : i+1])
	if r.Blanks == 1 {
		return " Your blank plays a letter written in lower case, such as " + example + "."
	}
	return " Your blanks play letters written in lower case, such as " + example + "."
}

// capitalsHint reminds a player who wrote in lower case, which plays a
// blank, letters whose tiles are on the rack, and says how to write the
// move when the rack has its tiles; "" when there are no such letters.
func (r *Refusal) capitalsHint() string {
	switch {
	case r.Capitals != "":
		return " Lower case plays a blank: to play your own tiles, write " + r.Capitals + "."
	case r.OwnLower:
		return " Lower case plays a blank, and capitals play your own tiles."
	}
	return ""
}

// missingList lists missing tiles in words, in the order the move first
// names them: "Q, Z and a blank". Each letter is named once for every tile
// missing, the same letters side by side, so "D, D and E" (for DEAD) means
// two more Ds and an E.
func missingList(missing string) string {
	var parts []string
	blanks := strings.Count(missing, "_")
	for i := 0; i < len(missing); i++ {
		if missing[i] != '_' {
			parts = append(parts, string(missing[i]))
		}
	}
	slices.SortStableFunc(parts, func(a, b string) int {
		return strings.Index(missing, a) - strings.Index(missing, b)
	})
	switch blanks {
	case 0:
	case 1:
		parts = append(parts, "a blank")
	default:
		parts = append(parts, fmt.Sprintf("%d blanks", blanks))
	}
	return prose.JoinAnd(parts)
}
