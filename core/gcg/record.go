package gcg

import "strconv"

// Record is a game as a GCG file records it: who played, the events in
// order, and what the file says of the game besides.
type Record struct {
	// Encoding is "UTF-8" when the file says so with #character-encoding,
	// "" when it says nothing; the text is read as UTF-8 all the same.
	Encoding    string
	Players     []Player // in the order of #playerN: Players[0] is #player1
	Lexicon     string   // the word list's name, "" when not given
	Title       string   // one line for each #title line
	Description string   // one line for each #description line
	// Note is what #note lines before the first event say of the whole
	// record, one line for each.
	Note   string
	Events []Event // the lines that begin with ">", in order
	// Racks holds each #rackN: the index of player N, from 0, to the
	// letters of the rack, "?" a blank. It is nil when there is none.
	Racks map[int]string
	// Pragmas are the pragmas this reader does not know, kept as written,
	// in order, so that they can be shown and written back.
	Pragmas []Pragma
	// Problems are the faults of arithmetic and consistency found while
	// reading, each at its line, in the order of the lines; reading went
	// on past them.
	Problems []Problem
}

// Player is a player of a record: the nick the events name them by, which
// has no spaces, and their full name, "" when not given.
type Player struct{ Nick, Name string }

// Pragma is a pragma this reader does not know: "#id io.woogles 4K7n" is
// the Keyword "id" and the Text "io.woogles 4K7n".
type Pragma struct {
	Line    int // the line of the file, from 1
	Keyword string
	Text    string
}

// Problem is a fault of a record that reads as GCG but does not add up,
// such as a total that is not the total before it plus the score.
type Problem struct {
	Line int    // the line of the file, from 1
	What string // a sentence a player understands, without the line
}

// Error gives the line and the fault: "line 9: Player_1's total 120 is not
// 98 + 24 = 122".
func (p Problem) Error() string { return "line " + strconv.Itoa(p.Line) + ": " + p.What }

// Event is a line of a record that begins with ">": a play, a pass, an
// exchange, a phony taken off, a challenge bonus, a time penalty or one of
// the end's lines. The fields a Kind does not use are zero.
type Event struct {
	Line   int    // the line of the file, from 1
	Nick   string // the player's nick as the line writes it
	Player int    // the index of the player with that nick, -1 when none has it
	// Rack is the rack as written, "?" a blank, and RackKnown whether one
	// was written: a missing rack is unknown, not empty.
	Rack      string
	RackKnown bool
	Kind      Kind
	// Pos is a play's position as written: "8H", row first, for a word
	// across, "H8", column first, for a word down. Row and Col are its
	// first square, from 0, and Across its direction.
	Pos      string
	Across   bool
	Row, Col int
	// Word is a play's whole word: a letter for each tile laid, lower case
	// for a blank, and "." for a tile already on the board, however the
	// file wrote it. Some writers give such tiles as letters.
	Word string
	// Tiles are, for an Exchange, the tiles thrown back, "" when the file
	// gives only their count; for EndGain and EndRack, the tiles in
	// parentheses.
	Tiles string
	Count int    // for an Exchange, how many tiles were thrown back
	Score int    // the signed change of this line
	Total int    // the player's total after it, as written
	Note  string // the #note lines that follow it, one line for each
}

// Kind is what an event does.
type Kind int

// The kinds of events.
const (
	Move        Kind = iota // a play of tiles on the board
	Pass                    // a turn passed: "-"
	Exchange                // tiles thrown back: "-TILES" or "-N"
	Withdrawn               // a phony taken off the board: "--"
	Challenge               // points for a play challenged in vain: "(challenge)"
	TimePenalty             // points lost for time: "(time)"
	EndGain                 // points for the tiles left on the others' racks: "(TILES)"
	EndRack                 // points lost for one's own tiles left: "TILES (TILES)"
)

// kindNames are the kinds as a sentence names them.
var kindNames = [...]string{
	Move:        "play",
	Pass:        "pass",
	Exchange:    "exchange",
	Withdrawn:   "phony taken off",
	Challenge:   "challenge bonus",
	TimePenalty: "time penalty",
	EndGain:     "gain of the tiles left",
	EndRack:     "loss of the tiles left",
}

// String names the kind as a sentence does: "play", "phony taken off".
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "event " + strconv.Itoa(int(k))
	}
	return kindNames[k]
}

// MaxFileBytes is the most bytes a GCG file may have: a long annotated
// game is some tens of kilobytes, so a larger file is not a record, and
// is refused before it is read into memory.
const MaxFileBytes = 4 << 20
