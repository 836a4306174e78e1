package console

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
)

// setup greets the user, asks the setup questions and starts the game they
// chose, with a strategy for each computer player.
func (s *session) setup() (*game.Game, error) {
	s.print(banner)
	board, err := s.chooseBoard()
	if err != nil {
		return nil, err
	}
	kinds := make([]game.PlayerKind, s.cfg.Referee.Rules.MinPlayers)
	for i := range kinds {
		if kinds[i], err = s.choosePlayer(i); err != nil {
			return nil, err
		}
	}
	open, err := s.chooseOpen()
	if err != nil {
		return nil, err
	}
	return game.New(s.cfg.Referee, board, s.cfg.NewBag(), kinds, open)
}

// seat gives each computer player of g its strategy.
func (s *session) seat(g *game.Game) {
	s.computers = make([]computer.Strategy, g.Players())
	for i := range s.computers {
		if g.Player(i).Kind == game.Computer {
			s.computers[i] = s.cfg.Computer(i)
		}
	}
}

// chooseBoard returns the board given in the configuration, or else asks
// whether to load one or to play on the default board.
func (s *session) chooseBoard() (*board.Board, error) {
	if s.cfg.Board != nil {
		return s.cfg.Board, nil
	}
	answer, err := s.choose(boardQuestion, "l", "d")
	if err != nil {
		return nil, err
	}
	if answer == "d" {
		return s.cfg.DefaultBoard, nil
	}
	return s.askBoardFile()
}

// askBoardFile asks for a board file until a valid one is named. Before each
// new request it says why the last name gave no board.
func (s *session) askBoardFile() (*board.Board, error) {
	prompt := fileNamePrompt
	for {
		name, err := s.ask(prompt)
		if err != nil {
			return nil, err
		}
		if s.overlong {
			s.printf("That line is over %d bytes long, too long for a file name.", maxAnswer)
			prompt = invalidFilePrompt
			continue
		}
		b, err := LoadBoard(s.cfg.Referee.Rules, name)
		if err == nil {
			return b, nil
		}
		s.println(err.Error())
		prompt = invalidFilePrompt
	}
}

// choosePlayer asks whether player i (from 0) is a human or a computer.
func (s *session) choosePlayer(i int) (game.PlayerKind, error) {
	answer, err := s.choose(fmt.Sprintf(playerQuestion, i+1), "h", "c")
	if answer == "c" {
		return game.Computer, err
	}
	return game.Human, err
}

// chooseOpen asks whether the game is open or closed.
func (s *session) chooseOpen() (bool, error) {
	answer, err := s.choose(openQuestion, "o", "c")
	return answer == "o", err
}
