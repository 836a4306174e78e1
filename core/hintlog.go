package core

import "slices"

// HintUse is one hint: the turn, counted from 0 in the game's history, on
// which a player asked for it.
type HintUse struct {
	Turn   int
	Player int
}

// HintLog records the hints the players asked for, at most one a turn, in
// the order of the turns. It is plain data, for a saved game to carry.
type HintLog []HintUse

// On reports whether a hint was asked for on the given turn.
func (l HintLog) On(turn int) bool {
	return slices.ContainsFunc(l, func(h HintUse) bool { return h.Turn == turn })
}

// Count is the number of hints player p asked for.
func (l HintLog) Count(p int) int {
	n := 0
	for _, h := range l {
		if h.Player == p {
			n++
		}
	}
	return n
}

// add records a hint for player p on a turn, unless one is recorded already.
func (l *HintLog) add(turn, p int) {
	if !l.On(turn) {
		*l = append(*l, HintUse{Turn: turn, Player: p})
	}
}

// clone returns a copy of the log.
func (l HintLog) clone() HintLog { return slices.Clone(l) }
