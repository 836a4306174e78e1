package seat

import (
	"errors"

	"scraebbkle/core/game"
	"scraebbkle/core/tile"
)

// ComputerView is what a computer player of this seat may know when it is
// to move, as game.Game.View gives it to a computer at the host: the grid,
// its rack, the tiles it cannot see, the next rack in an open game, the
// bag's size, the scores and how many tiles each player holds. It is an
// error when the view is not the seat's own turn.
func (v *View) ComputerView() (game.View, error) {
	me := v.table.Seat
	if me < 0 || me != v.table.ToMove || v.racks[me] == nil || v.Over() {
		return game.View{}, errors.New("it is not this seat's turn")
	}
	gv := game.View{Grid: v.grid.Clone(), Rack: append(tile.Rack(nil), v.racks[me]...), BagLen: v.table.Bag, Me: me}
	for _, p := range v.table.Players {
		gv.Scores, gv.Holds = append(gv.Scores, p.Score), append(gv.Holds, p.Tiles)
	}
	if v.open {
		next := v.racks[(me+1)%v.Players()]
		gv.Opponent = append(tile.Rack(nil), next...)
	}
	gv.Unseen = v.notOn(v.racks[me])
	return gv, nil
}

// Unseen is the tiles the seat cannot see, in the set's order: those in
// the bag and on the racks it is not shown (in an open game the bag
// alone). An onlooker's are those of the racks it is not shown too.
func (v *View) Unseen() []tile.Tile { return v.notOn(v.racks...) }

// notOn is the game's tiles less those on the board and on racks (a nil
// rack holds none), in the set's order.
func (v *View) notOn(racks ...tile.Rack) []tile.Tile {
	type key struct {
		letter byte
		blank  bool
	}
	gone := map[key]int{}
	for _, t := range v.grid.Tiles() {
		switch {
		case t.IsZero():
		case t.Blank:
			gone[key{0, true}]++
		default:
			gone[key{t.Letter, false}]++
		}
	}
	for _, r := range racks {
		for _, t := range r {
			gone[key{t.Letter, t.Blank}]++
		}
	}
	var out []tile.Tile
	for _, t := range v.rules.TileSet.Tiles() {
		k := key{t.Letter, t.Blank}
		if t.Blank {
			k.letter = 0
		}
		if gone[k] > 0 {
			gone[k]--
			continue
		}
		out = append(out, t)
	}
	return out
}
