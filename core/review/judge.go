package review

import (
	"context"
	"fmt"

	"scraebbkle/core/computer"
	"scraebbkle/core/move"
)

// appraisal is a move as the Strong player appraises it.
type appraisal = computer.Appraisal

// judge reviews turn i, the move played in position p.
func (rv *reviewer) judge(ctx context.Context, i int, p *Position) (Turn, error) {
	v := p.View
	t := Turn{Number: i + 1, Line: p.Line, Player: v.Me, Rack: v.Rack, Grid: v.Grid, Played: Option{Move: p.Played, Score: p.Score},
		Withdrawn: p.Withdrawn, RackText: p.RackText, Extras: p.Extras}
	t.Played.Tiles = len(t.Laid(t.Played, rv.g.Referee.Rules))
	if !p.Known() {
		t.Note = p.Note
		if t.Note == "" {
			t.Note = fmt.Sprintf("%s's rack is not recorded: the move is not judged", rv.g.Names[v.Me])
		}
		return t, nil
	}
	a, err := rv.strong.Appraise(ctx, v, rv.opts.Candidates, []move.Move{p.Played}, rv.opts.Budget)
	if err != nil {
		return t, err
	}
	t.Legal, t.Endgame, t.PreEndgame = len(a.Moves), a.Endgame, a.PreEndgame
	sc := scope{left: rv.tilesLeft(p), wins: a.PreEndgame}
	if t.ToTheEnd() {
		sc.left = 0 // a value counts every point to the end
	}
	for _, m := range a.Moves[:min(rv.opts.Shown, len(a.Moves))] {
		t.Best = append(t.Best, rv.option(m, p, sc))
	}
	at := a.Index(v.Grid, p.Played)
	if at < 0 {
		t.Note = rv.illegal(p)
		return t, nil
	}
	t.Rank = at + 1
	t.Played = rv.option(a.Moves[at], p, sc)
	if at > 0 {
		best := rv.option(a.Moves[0], p, sc)
		t.Lost = max(best.Value-t.Played.Value, 0)
		t.ChanceLost = max(best.Chance-t.Played.Chance, 0)
	}
	t.Bingo = rv.missedBingo(a.Moves, &t, p, sc)
	t.Grade = gradeOf(t.Lost, t.ChanceLost)
	return t, nil
}

// scope is how the values of a turn's appraisals count.
type scope struct {
	left int  // the tiles not on the board before the move; 0 when a value counts every point to the end of the game
	wins bool // whether a move looked at has its chance of winning found by the pre-endgame's search
}

// option is appraisal m of position p as an Option, with the mover's
// chance of winning after it: the one the pre-endgame's search found, or
// else the table's, the values counting as sc says.
func (rv *reviewer) option(m appraisal, p *Position, sc scope) Option {
	o := optionOf(m)
	switch {
	case sc.wins && m.Looked:
		o.Chance = m.Wins
	case rv.chances != nil:
		o.Chance = after(rv.chances, p.View, o.Value, o.Tiles, sc.left)
	}
	return o
}

// missedBingo is the best move of moves that lays a full rack, when the
// move played, of turn t, does not; nil otherwise.
func (rv *reviewer) missedBingo(moves []appraisal, t *Turn, p *Position, sc scope) *Option {
	full := rv.g.Referee.Rules.RackSize
	if t.Played.Tiles == full {
		return nil
	}
	for _, m := range moves {
		if m.Tiles == full {
			o := rv.option(m, p, sc)
			return &o
		}
	}
	return nil
}

// illegal says why the move played in position p is no legal move, as
// the referee says.
func (rv *reviewer) illegal(p *Position) string {
	v := p.View
	var err error
	if p.Played.Exchange != "" {
		_, err = rv.g.Referee.CheckExchange(v.Rack, v.BagLen, p.Played)
	} else {
		_, err = rv.g.Referee.Check(v.Grid, v.Rack, p.Played)
	}
	if err == nil {
		return "the move played is not among the legal moves found"
	}
	return "the move played is not legal: " + err.Error()
}

// tilesLeft is how many tiles are not on the board in position p.
func (rv *reviewer) tilesLeft(p *Position) int { return rv.tiles - p.View.Grid.Count() }

// standing is every player's chance of winning as position p's turn
// begins, or nil without a table.
func (rv *reviewer) standing(p *Position) []float64 {
	if rv.chances == nil {
		return nil
	}
	return standing(rv.chances, p.View, rv.tilesLeft(p))
}

// last is every player's chance after the last turn: the result once the
// game is over, else as the next turn begins (nil without a table).
func (rv *reviewer) last() []float64 {
	switch {
	case rv.g.Final != nil:
		return final(rv.g.Final)
	case rv.chances == nil || rv.g.Now.Grid == nil:
		return nil
	}
	return standing(rv.chances, rv.g.Now, rv.tiles-rv.g.Now.Grid.Count())
}
