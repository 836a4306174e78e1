package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
)

// wordScore is what word w scores by the rules: the sum of its tile
// values, a newly placed tile multiplied by its square's letter factor,
// and the sum multiplied by the word factors of the newly covered squares
// in it. The placed tiles must lie in the order w reads.
func wordScore(g *board.Grid, placed []board.Placed, w move.Word) int {
	b := g.Board()
	sum, factor := 0, 1
	sq := w.Start
	for range len(w.Text) {
		if p, ok := placedOn(placed, sq); ok {
			prem := b.Premium(sq)
			sum += p.Tile.Value * prem.LetterFactor()
			factor *= prem.WordFactor()
		} else {
			t, _ := g.At(sq)
			sum += t.Value
		}
		sq = sq.Next(w.Dir)
	}
	return sum * factor
}

// placedOn returns the tile placed on square s, if one is.
func placedOn(placed []board.Placed, s board.Square) (board.Placed, bool) {
	for _, p := range placed {
		if p.Square == s {
			return p, true
		}
	}
	return board.Placed{}, false
}

// total is the move's score under rules r: the sum of the words' scores,
// and the bingo bonus added last when tiles, the number of tiles placed,
// is a full rack.
func total(r *rules.Set, words []move.Formed, tiles int) (int, bool) {
	score := 0
	for _, w := range words {
		score += w.Score
	}
	bingo := tiles == r.RackSize
	if bingo {
		score += r.BingoBonus
	}
	return score, bingo
}
