package console

import (
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

// Config is what a console game is made of. Referee, DefaultBoard, NewBag
// and Computer must be set; Board, Resume and Save are optional.
type Config struct {
	// Referee holds the rules and the word list.
	Referee *referee.Referee
	// DefaultBoard is the board the answer "d" picks.
	DefaultBoard *board.Board
	// Board, when set, is played on without asking which board to use,
	// as with the -board flag.
	Board *board.Board
	// NewBag makes the tile bag of the game, once the board is chosen.
	NewBag func() *tile.Bag
	// Computer gives the strategy of a computer player; player counts from
	// 0. It is asked once a game for each computer player.
	Computer func(player int) computer.Strategy
	// Resume, when set, is a game to go on with, as with the -resume flag:
	// no setup question is asked, and play goes on from its board and turn.
	Resume *game.Game
	// Save, when set, is given the game once it is set up and after every
	// turn, to keep it, as the -save flag does in a file. It tells of its
	// own failures: they are not the conversation's.
	Save func(*game.Game)
}

// DefaultConfig is the game as the program ships it: ScraeBBKle with the
// built-in word list, as NewConfig makes it.
func DefaultConfig(seed uint64) (Config, error) {
	return NewConfig(rules.ScraeBBKle(), lexicon.New(resources.WordList), seed)
}

// NewConfig is the game of rules r with the word list lex: its default
// board, a bag shuffled from seed and the Normal computer player, which
// plays the highest-scoring move.
func NewConfig(r *rules.Set, lex *lexicon.Lexicon, seed uint64) (Config, error) {
	b, err := r.ParseDefaultBoard()
	if err != nil {
		return Config{}, err
	}
	return Config{
		Referee:      &referee.Referee{Rules: r, Lexicon: lex},
		DefaultBoard: b,
		NewBag:       func() *tile.Bag { return tile.NewBag(r.TileSet, seed) },
		Computer:     func(int) computer.Strategy { return computer.NewBest(r, lex) },
	}, nil
}
