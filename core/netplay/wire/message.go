package wire

// Version is the version of the protocol. A peer that speaks another is
// refused: both must run the same version of the program.
const Version = 1

// The limits of what Decode accepts.
const (
	MaxFrame = 64 << 10 // the bytes of one frame
	MaxText  = 300      // the bytes of a move or a chat line
	MaxName  = 40       // the bytes of a player's name
	MaxCode  = 64       // the bytes of a join code or a token
)

// The types of message. A guest sends Hello first, then Move, Chat and
// Ping; the host answers Hello with Welcome or Refused, and sends State
// after every change, Verdict on each move of the guest's, Chat, Notice
// and Pong.
const (
	Hello   = "hello"   // guest: join with Code and Name, or come back with Token
	Move    = "move"    // guest: a move, in the game's notation, in Text
	Chat    = "chat"    // both: a line to the other players, in Text (From set by the host)
	Ping    = "ping"    // both: are you there?
	Pong    = "pong"    // both: the answer to Ping
	Welcome = "welcome" // host: the seat joined: Seat, Token and Game
	Refused = "refused" // host: not joined, or a frame not understood; Text says why
	State   = "state"   // host: what the seat sees now, in Table
	Verdict = "verdict" // host: the guest's move played (OK) or refused (Text says why)
	Notice  = "notice"  // host: news for the players, in Text ("Player 2 is away")
)

// Message is one frame of the protocol. Which fields a message uses
// depends on its Type; the others are left empty.
type Message struct {
	V     int    `json:"v"`
	Type  string `json:"type"`
	Code  string `json:"code,omitempty"`
	Token string `json:"token,omitempty"`
	Name  string `json:"name,omitempty"`
	Text  string `json:"text,omitempty"`
	From  string `json:"from,omitempty"`
	Seat  int    `json:"seat,omitempty"`
	OK    bool   `json:"ok,omitempty"`
	Game  *Game  `json:"game,omitempty"`
	Table *Table `json:"table,omitempty"`
}

// Game is what a guest learns once, on joining: the game's rules, its
// board and who sits where.
type Game struct {
	Rules string   `json:"rules"` // the rules' ID: "classic"
	Board string   `json:"board"` // the board file, in the rules' format
	Name  string   `json:"boardName"`
	Names []string `json:"names"` // each seat's player
	Kinds []string `json:"kinds"` // each seat's kind: Human, Computer or Remote
	Open  bool     `json:"open"`  // the racks are face up
}

// The kinds of seat in Game.Kinds.
const (
	Human    = "human"    // played at the host's keyboard
	Computer = "computer" // played by the host's computer
	Remote   = "remote"   // played by a guest
)

// IsKind reports whether k is a kind of seat: Human, Computer or Remote.
func IsKind(k string) bool { return k == Human || k == Computer || k == Remote }
