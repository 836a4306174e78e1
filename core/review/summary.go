package review

import "scraebbkle/core/tile"

// Summary sums up one player's turns of a game.
type Summary struct {
	Player int // from 0
	Turns  int // the turns the player took
	Judged int // the turns judged, whose rack was known and move legal
	// Grades counts the judged turns by grade, Grades[Best] those whose
	// move was the best.
	Grades [Blunder + 1]int
	Lost   float64 // the points lost against the best, over the judged turns
	Bingos int     // the moves that laid a full rack
	Missed int     // the turns where a move laying a full rack was missed
	Luck   Luck
}

// BestShare is the share of the judged turns whose move was the best.
func (s Summary) BestShare() float64 { return ratio(float64(s.Grades[Best]), s.Judged) }

// AverageLost is the points lost a judged turn.
func (s Summary) AverageLost() float64 { return ratio(s.Lost, s.Judged) }

// Add adds the turns of summary o, of another game, to s.
func (s *Summary) Add(o Summary) {
	s.Turns += o.Turns
	s.Judged += o.Judged
	for g := range o.Grades {
		s.Grades[g] += o.Grades[g]
	}
	s.Lost += o.Lost
	s.Bingos += o.Bingos
	s.Missed += o.Missed
	l := &s.Luck
	l.Drawn += o.Luck.Drawn
	l.Blanks += o.Luck.Blanks
	l.ExpectedBlanks += o.Luck.ExpectedBlanks
	l.Value += o.Luck.Value
	l.ExpectedValue += o.Luck.ExpectedValue
}

// ratio is x over n, or 0 when n is 0.
func ratio(x float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return x / float64(n)
}

// Luck is the luck of a player's draws: the blanks and the value of the
// tiles drawn, against what drawing from the tiles unseen would give on
// average, over the turns whose draw is known.
type Luck struct {
	Drawn          int     // the tiles drawn
	Blanks         int     // the blanks among them
	ExpectedBlanks float64 // the blanks expected
	Value          int     // the tiles' value, a blank at its value
	ExpectedValue  float64 // the value expected
}

// summaries sums up each player's turns of game g, reviewed as turns.
func summaries(g *Game, turns []Turn) []Summary {
	out := make([]Summary, len(g.Names))
	for i := range out {
		out[i].Player = i
	}
	full := g.Referee.Rules.RackSize
	for i, t := range turns {
		s := &out[t.Player]
		s.Turns++
		if t.Played.Tiles == full {
			s.Bingos++
		}
		if t.Judged() {
			s.Judged++
			s.Grades[t.Grade]++
			s.Lost += t.Lost
			if t.Bingo != nil {
				s.Missed++
			}
		}
		s.Luck.add(&g.Turns[i])
	}
	return out
}

// add counts the draw after the move of position p, when it is known.
func (l *Luck) add(p *Position) {
	if p.Drawn == nil {
		return
	}
	pool := tile.Rack(p.View.Unseen)
	if p.View.Opponent != nil {
		_, pool, _ = pool.Take(p.View.Opponent.Letters())
	}
	if len(pool) == 0 {
		return
	}
	k := float64(len(p.Drawn))
	l.Drawn += len(p.Drawn)
	l.Blanks += tile.Rack(p.Drawn).Blanks()
	l.Value += tile.Rack(p.Drawn).Value()
	l.ExpectedBlanks += k * float64(pool.Blanks()) / float64(len(pool))
	l.ExpectedValue += k * float64(pool.Value()) / float64(len(pool))
}
