package wire

// Table is what one seat may see of a game at one moment: the board's
// tiles, the scores, the log, the size of the bag, its own rack, and the
// other racks only in an open game or once the game is over.
type Table struct {
	Seat    int      `json:"seat"`    // whose view this is; -1 for an onlooker, who sees no rack
	Waiting int      `json:"waiting"` // the guests' seats not yet taken: the game begins at 0
	Turns   int      `json:"turns"`   // the turns played
	ToMove  int      `json:"toMove"`  // the seat to move
	Over    bool     `json:"over"`    // the game has ended
	Bag     int      `json:"bag"`     // the tiles in the bag
	Tiles   []Tile   `json:"tiles"`   // the tiles on the board
	Players []Player `json:"players"` // each seat
	Log     []Turn   `json:"log"`     // every turn, first to last
	Draws   []Tile   `json:"draws,omitempty"`
	Result  *Result  `json:"result,omitempty"` // once the game is over
}

// Tile is a tile: its letter ("" for a blank on a rack), its value, and
// whether it is a blank. On the board it also has its square ("h8").
type Tile struct {
	Square string `json:"sq,omitempty"`
	Letter string `json:"l,omitempty"`
	Value  int    `json:"v,omitempty"`
	Blank  bool   `json:"b,omitempty"`
}

// Player is a seat as the others see it.
type Player struct {
	Name  string `json:"name,omitempty"` // the player's name as it stands, a guest's once it has joined
	Score int    `json:"score"`
	Tiles int    `json:"tiles"`          // how many tiles the rack holds
	Rack  []Tile `json:"rack,omitempty"` // the rack, when this seat may see it
	Away  bool   `json:"away,omitempty"` // a guest's seat whose guest is not connected
}

// Turn is one turn of the log.
type Turn struct {
	Player int    `json:"player"`
	Kind   string `json:"kind"`           // Play, Exchange or Pass
	Move   string `json:"move,omitempty"` // a play in the game's notation; an exchange's tiles to its own seat
	Tiles  int    `json:"tiles"`          // the tiles laid or exchanged
	Score  int    `json:"score"`
	Total  int    `json:"total"`
}

// The kinds of turn in Turn.Kind.
const (
	Play     = "play"
	Exchange = "exchange"
	Pass     = "pass"
)

// Result is how the game ended: each seat's final total and what the end
// added or took off, and the winner (-1 for a draw).
type Result struct {
	Finals     []int `json:"finals"`
	Bonuses    []int `json:"bonuses"`
	Deductions []int `json:"deductions"`
	Winner     int   `json:"winner"`
	TieBroken  bool  `json:"tieBroken,omitempty"`
}
