package game

// PlayerSummary is one player's figures for a game.
type PlayerSummary struct {
	Best      Turn // the highest-scoring tile move, the first of equals; valid when Moves > 0
	Moves     int  // tile moves made
	Passes    int
	Exchanges int  // turns that exchanged tiles
	Points    int  // the sum of the scores of the moves
	Bingos    int  // moves that played all seven tiles
	Hints     int  // turns on which the player asked for a hint
	Human     bool // a human made the player's moves, who may ask for hints
	Average   float64
}

// Summary is what happened in a game, player by player, and how the
// totals grew.
type Summary struct {
	Players []PlayerSummary
	// Totals[p][k] is player p's total after the first k turns, from 0
	// before the first turn to the number of turns.
	Totals [][]int
	// Finals are the players' final scores, their racks' values deducted,
	// once the game is over; nil before.
	Finals []int
}

// Summarize works out the summary of game g, whose hints are in hints. It
// may be asked before the game is over. A player's average is their
// points over their tile moves; passes and exchanges do not count.
func Summarize(g *Game, hints HintLog) Summary {
	s := Summary{Players: make([]PlayerSummary, g.Players()), Totals: make([][]int, g.Players())}
	for p := range s.Totals {
		s.Totals[p] = []int{0}
		s.Players[p].Hints = hints.Count(p)
		s.Players[p].Human = g.players[p].Kind == Human
	}
	for _, t := range g.history {
		s.Players[t.Player].add(t)
		for p := range s.Totals {
			last := s.Totals[p][len(s.Totals[p])-1]
			if p == t.Player {
				last = t.Total
			}
			s.Totals[p] = append(s.Totals[p], last)
		}
	}
	for p := range s.Players {
		if ps := &s.Players[p]; ps.Moves > 0 {
			ps.Average = float64(ps.Points) / float64(ps.Moves)
		}
	}
	if g.Over() {
		s.Finals = g.Outcome().Finals
	}
	return s
}

// add counts one of the player's turns.
func (ps *PlayerSummary) add(t Turn) {
	switch {
	case t.Play.Move.Pass:
		ps.Passes++
		return
	case t.Play.Move.Exchange != "":
		ps.Exchanges++
		return
	}
	if ps.Moves == 0 || t.Play.Score > ps.Best.Play.Score {
		ps.Best = t
	}
	ps.Moves++
	ps.Points += t.Play.Score
	if t.Play.Bingo {
		ps.Bingos++
	}
}
