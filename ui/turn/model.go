package turn

import (
	"math/rand/v2"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// Game is what a turn asks of the game it is laid in: a *game.Game.
type Game interface {
	Grid() *board.Grid
	Board() *board.Board
	Rules() *rules.Set
	Check(m move.Move) (move.Play, error)
}

// Model is the turn being laid: the hand of the human to move, the tile
// picked by a tap and the typing cursor. Its methods are the player's
// gestures; each leaves the model as the screen is to show it.
type Model struct {
	game   Game
	hand   *Hand
	picked int // the hand's tile picked by a tap, or -1
	cursor Cursor
}

// New returns the turn of hand h in game g, with nothing placed, picked or
// typed.
func New(g Game, h *Hand) *Model { return &Model{game: g, hand: h, picked: -1} }

// Hand is the hand being laid.
func (m *Model) Hand() *Hand { return m.hand }

// Placed are the tiles placed on the board this turn.
func (m *Model) Placed() []board.Placed { return m.hand.Placed() }

// Picked is the hand's tile picked by a tap, or -1.
func (m *Model) Picked() int { return m.picked }

// Cursor is the typing cursor.
func (m *Model) Cursor() *Cursor { return &m.cursor }

// Pick picks the hand's tile i, or lets go of it when it is picked already.
func (m *Model) Pick(i int) {
	if m.picked == i {
		m.picked = -1
	} else {
		m.picked = i
	}
}

// Free reports whether a tile may be placed on square sq this turn.
func (m *Model) Free(sq board.Square) bool {
	if m.game.Grid().Occupied(sq) {
		return false
	}
	_, taken := m.hand.On(sq)
	return !taken
}

// TileOn is the tile of the hand on square sq: placed there, or a blank
// held there while its letter is asked for.
func (m *Model) TileOn(sq board.Square) (tile.Tile, bool) {
	if i, ok := m.hand.On(sq); ok {
		return m.hand.Tile(i), true
	}
	return m.hand.HeldOn(sq)
}

// Place puts the hand's tile i on square sq, a blank playing letter (upper
// case), or moves it there when it is placed already.
func (m *Model) Place(i int, sq board.Square, letter byte) {
	m.hand.Place(i, sq, letter)
	m.settle()
}

// Hold shows tile i, a blank, on square sq while its letter is asked for;
// LetGo ends that.
func (m *Model) Hold(i int, sq board.Square) { m.hand.Hold(i, sq) }

// LetGo ends the hold of a blank whose letter was asked for.
func (m *Model) LetGo() { m.hand.LetGo() }

// TakeBack takes the tile placed on square sq, if any, back to its place
// on the rack, and reports whether there was one.
func (m *Model) TakeBack(sq board.Square) bool {
	i, ok := m.hand.On(sq)
	if ok {
		m.hand.Recall(i)
		m.settle()
	}
	return ok
}

// MoveOnRack puts the hand's tile i at position pos among the tiles on
// the rack, taking it off the board if it was placed.
func (m *Model) MoveOnRack(i, pos int) {
	m.hand.MoveTo(i, pos)
	m.settle()
}

// RecallAll takes every placed tile back to the rack, and the cursor away.
func (m *Model) RecallAll() {
	m.hand.RecallAll()
	m.cursor = Cursor{}
	m.settle()
}

// Shuffle puts the rack in a random order, none picked.
func (m *Model) Shuffle(rng *rand.Rand) {
	m.hand.Shuffle(rng)
	m.picked = -1
}

// Swap puts the hand's tile i on the square of placed tile j, and j where
// i was, and reports whether that is done: so it is when i was on the
// board too. When i comes from the rack, j has taken i's place in the
// rack's order, off the board, and the caller places the hand's tile j,
// i's tile now, on square at as a tile from the rack (a blank asks its
// letter first), calling undo if that is given up.
func (m *Model) Swap(i, j int) (done bool, at board.Square, undo func()) {
	h := m.hand
	ti, tj := h.tiles[i], h.tiles[j]
	if ti.placed {
		h.Place(i, tj.at, ti.tile.Letter)
		h.Place(j, ti.at, tj.tile.Letter)
		m.settle()
		return true, board.Square{}, nil
	}
	undo = h.exchange(i, j)
	h.Recall(i)
	return false, tj.at, undo
}

// Lay takes back any placed tiles and lays the tiles placed, a legal
// move's, from the rack, ready to play.
func (m *Model) Lay(placed []board.Placed) {
	m.hand.RecallAll()
	m.cursor = Cursor{}
	for _, p := range placed {
		if i, ok := m.hand.Find(p.Tile.Notation()); ok {
			m.hand.Place(i, p.Square, p.Tile.Letter)
		}
	}
	m.settle()
}

// settle follows a change of the tiles placed: no tile is picked any
// more, and the typing cursor goes back to a hole behind it or on past a
// tile laid on its square.
func (m *Model) settle() {
	m.picked = -1
	m.cursorToHoles()
	m.keepCursorFree()
}
