package game

import "slices"

// HintUse is one hint: the turn, counted from 0 in the game's history, on
// which a player asked for it.
type HintUse struct {
	Turn   int
	Player int
}

// HintLog records the hints the players asked for, at most one a turn, in
// the order they were asked for: after an undo, hints on turns taken back
// come before those asked for since. It is plain data, for a saved game to
// carry.
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

// Add records a hint for player p on a turn, unless one is recorded already.
func (l *HintLog) Add(turn, p int) {
	if !l.On(turn) {
		*l = append(*l, HintUse{Turn: turn, Player: p})
	}
}

// Number is the place of the hint asked for on the turn among its player's
// hints, 1 for their first, or 0 when none was asked for on the turn.
func (l HintLog) Number(turn int) int {
	at := slices.IndexFunc(l, func(h HintUse) bool { return h.Turn == turn })
	if at < 0 {
		return 0
	}
	return l[:at+1].Count(l[at].Player)
}

// TakenBack is the log of the game taken back to its first turns turns.
// A hint asked for on the turn the game goes back to was asked in the very
// position the player is in again: it still marks that turn, however it is
// played now. Those of the turns after it were used all the same: they
// still count, but no longer mark a turn.
func (l HintLog) TakenBack(turns int) HintLog {
	kept := l.Clone()
	for i := range kept {
		if kept[i].Turn > turns {
			kept[i].Turn = SpentTurn
		}
	}
	return kept
}

// SpentTurn is the turn of a hint asked for on a turn since taken back,
// after the turn the game went back to.
const SpentTurn = -1

// Clone returns a copy of the log.
func (l HintLog) Clone() HintLog { return slices.Clone(l) }
