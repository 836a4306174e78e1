package console

import (
	"fmt"
	"strconv"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// setup greets the user, asks the setup questions and starts the game they
// chose. ScraBBKle's conversation asks only for the board: the human plays
// first against the computer, in a closed game.
func (s *session) setup() (*game.Game, error) {
	r := s.rules()
	s.print(banner(r.Name))
	b, err := s.chooseBoard()
	if err != nil {
		return nil, err
	}
	if r.Console.HumanFirst {
		return game.New(s.cfg.Referee, b, s.cfg.NewBag(), []game.PlayerKind{game.Human, game.Computer}, false)
	}
	n, err := s.choosePlayers()
	if err != nil {
		return nil, err
	}
	kinds := make([]game.PlayerKind, n)
	for i := range kinds {
		if kinds[i], err = s.choosePlayer(i); err != nil {
			return nil, err
		}
	}
	open, err := s.chooseOpen()
	if err != nil {
		return nil, err
	}
	g, err := game.New(s.cfg.Referee, b, s.cfg.NewBag(), kinds, open)
	if err == nil {
		s.showDraws(g.Draws(), g.First())
	}
	return g, err
}

// rules are the rules of the game played.
func (s *session) rules() *rules.Set { return s.cfg.Referee.Rules }

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
		b, err := LoadBoard(s.rules(), name)
		if err == nil {
			return b, nil
		}
		s.println(err.Error())
		prompt = invalidFilePrompt
	}
}

// choosePlayers asks how many players play, when the rules allow more
// than one number.
func (s *session) choosePlayers() (int, error) {
	r := s.rules()
	if r.MinPlayers == r.MaxPlayers {
		return r.MinPlayers, nil
	}
	var choices, shown []string
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		choices = append(choices, strconv.Itoa(n))
		shown = append(shown, "_"+strconv.Itoa(n)+"_")
	}
	question := fmt.Sprintf(playersQuestion, strings.Join(shown[:len(shown)-1], ", ")+" or "+shown[len(shown)-1])
	answer, err := s.choose(question, choices...)
	n, _ := strconv.Atoi(answer)
	return n, err
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

// showDraws tells the tiles drawn for the first move, if any were, and who
// moves first.
func (s *session) showDraws(draws []game.Draw, first int) {
	if len(draws) == 0 {
		return
	}
	parts := make([]string, len(draws))
	for i, d := range draws {
		parts[i] = fmt.Sprintf(drawnTile, d.Player+1, tile.Rack{d.Tile})
	}
	s.printf(drawnLine, strings.Join(parts, ", "))
	s.printf(firstLine, first+1)
}
