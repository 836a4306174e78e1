package console

import (
	"context"
	"errors"
	"fmt"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
)

// turn plays the turn of the player to move and shows what happened.
func (s *session) turn(ctx context.Context, g *game.Game) error {
	s.showOpenRacks(g)
	i := g.ToMove()
	var t game.Turn
	var err error
	if strategy := s.computers[i]; strategy != nil {
		s.printf(computerTurn, i+1)
		t, err = s.computerMove(ctx, g, strategy)
	} else {
		s.printf(humanTurn, i+1)
		s.println(g.Player(i).Rack.String())
		t, err = s.humanMove(g)
	}
	if err != nil {
		return err
	}
	s.showTurn(g, t)
	return s.err
}

// humanMove asks the player to move for a move until the game accepts one.
// A move that is badly written or refused changes nothing and is asked again.
func (s *session) humanMove(g *game.Game) (game.Turn, error) {
	for {
		line, err := s.ask(movePrompt)
		if err != nil {
			return game.Turn{}, err
		}
		m, err := move.Parse(line)
		if err != nil {
			s.println(illegalFormat)
			continue
		}
		t, err := g.Play(m)
		var r *referee.Refusal
		if !errors.As(err, &r) {
			return t, err
		}
		s.showRefusal(r)
	}
}

// showRefusal says why a well-formed move was refused: the example play's
// sentence and the reason, or a sentence of its own for missing tiles.
func (s *session) showRefusal(r *referee.Refusal) {
	if r.Reason == referee.MissingTiles {
		s.println(r.Error() + tryAgain)
		return
	}
	s.printf(notPermitted, r.Move.Word, r.Move.Position())
	s.println(r.Error())
}

// computerMove asks strategy for the move of the player to move and makes
// it. The strategy sees a copy of the grid.
func (s *session) computerMove(ctx context.Context, g *game.Game, strategy computer.Strategy) (game.Turn, error) {
	i := g.ToMove()
	m, err := strategy.Choose(ctx, g.View())
	if err != nil {
		return game.Turn{}, fmt.Errorf("console: computer player %d: %w", i+1, err)
	}
	t, err := g.Play(m)
	if err != nil {
		return game.Turn{}, fmt.Errorf("console: computer player %d chose %s: %w", i+1, m, err)
	}
	return t, nil
}
