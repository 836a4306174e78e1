package console

import (
	"fmt"

	"scraebbkle/core/game"
	"scraebbkle/core/netplay/wire"
)

// noRemote says that a hosted game needs a player joining.
const noRemote = "A hosted game needs a player joining from another desktop: answer r for one of them."

// setupHosted asks the setup questions of a hosted game: those of any
// game, where a player may also be one joining from another desktop, in
// ScraBBKle's game too.
func (s *session) setupHosted() (*game.Game, []string, error) {
	r := s.rules()
	s.print(banner(r.Name))
	b, err := s.chooseBoard()
	if err != nil {
		return nil, nil, err
	}
	n, err := s.choosePlayers()
	if err != nil {
		return nil, nil, err
	}
	kinds, err := s.chooseSeats(n)
	if err != nil {
		return nil, nil, err
	}
	open := false
	if !r.Console.HumanFirst {
		if open, err = s.chooseOpen(); err != nil {
			return nil, nil, err
		}
	}
	gameKinds := make([]game.PlayerKind, n)
	for i, k := range kinds {
		if k == wire.Computer {
			gameKinds[i] = game.Computer
		}
	}
	g, err := game.New(s.cfg.Referee, b, s.cfg.NewBag(), gameKinds, open)
	return g, kinds, err // the draw for the first move is told when the game begins, as every seat sees it
}

// chooseSeats asks who plays each of n seats until one is a player
// joining.
func (s *session) chooseSeats(n int) ([]string, error) {
	kinds := make([]string, n)
	for {
		remote := false
		for i := range kinds {
			answer, err := s.choose(fmt.Sprintf(remoteQuestion, i+1), "h", "c", "r")
			if err != nil {
				return nil, err
			}
			kinds[i] = map[string]string{"h": wire.Human, "c": wire.Computer, "r": wire.Remote}[answer]
			remote = remote || answer == "r"
		}
		if remote {
			return kinds, nil
		}
		s.println(noRemote)
	}
}
