package main

import (
	"context"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/tools/internal/parallel"
)

// record is one player's position before one turn of a game, and how the
// game came out for that player.
type record struct {
	spread int32   // the player's score less the best of the others'
	tiles  int16   // the tiles not on the board: the bag and every rack
	bag    int16   // the tiles in the bag alone
	wait   int8    // the turns of others before the player's own: 0 when to move
	won    float32 // 1 for a win, 0 for a loss, a share for a draw (a half between two)
}

// selfPlay is how the games are played: the referee with its rules and
// word list, the board, the number of players and the player every seat
// is taken by, which must be safe for concurrent use.
type selfPlay struct {
	ref     *referee.Referee
	board   *board.Board
	players int
	tiles   int // the tiles of the game
	player  computer.Strategy
}

// playAll plays games first to first+n-1 on every core, game i from the
// bag of seed i, and returns each game's records in the games' order.
func (s *selfPlay) playAll(first uint64, n int) [][]record {
	return parallel.Map(n, func(i int) []record { return s.play(first + uint64(i)) })
}

// play plays the game of bag seed out, and returns every player's record
// before every turn, each with the share of the win that player ended
// with.
func (s *selfPlay) play(seed uint64) []record {
	g, err := game.New(s.ref, s.board, tile.NewBag(s.ref.Rules.TileSet, seed), make([]game.PlayerKind, s.players), false)
	check(err)
	var records []record
	var first []int // each turn's first record: its players follow in order
	for !g.Over() {
		first = append(first, len(records))
		for p := range s.players {
			records = append(records, position(g, p))
		}
		m, err := s.player.Choose(context.Background(), g.View())
		if err == nil {
			_, err = g.Play(m)
		}
		check(err)
	}
	won := shares(g.Outcome(), s.ref.Rules.TieBreak)
	for _, i := range first {
		for p := range s.players {
			records[i+p].won = float32(won[p])
		}
	}
	return records
}

// position is player p's record of the game as it stands, without the
// result.
func position(g *game.Game, p int) record {
	n := g.Players()
	best, tiles := -1<<31, g.BagLen()
	for i := range n {
		pl := g.Player(i)
		tiles += len(pl.Rack)
		if i != p {
			best = max(best, pl.Score)
		}
	}
	return record{
		spread: int32(g.Player(p).Score - best),
		tiles:  int16(tiles),
		bag:    int16(g.BagLen()),
		wait:   int8((p - g.ToMove() + n) % n),
	}
}

// shares is each player's share of the win of a finished game: 1 for the
// winner; in a draw, an equal share for each player the draw is between
// (the best final totals, and where the rules break ties, tieBreak, the
// best scores before the end among them); 0 for the others.
func shares(o game.Outcome, tieBreak bool) []float64 {
	won := make([]float64, len(o.Finals))
	if o.Winner >= 0 {
		won[o.Winner] = 1
		return won
	}
	tied := leaders(o, tieBreak)
	for _, p := range tied {
		won[p] = 1 / float64(len(tied))
	}
	return won
}

// leaders are the players a drawn game is drawn between: those with the
// best final total and, where the rules break ties, of them those with the
// best score before the end.
func leaders(o game.Outcome, tieBreak bool) []int {
	best := -1 << 31
	for _, f := range o.Finals {
		best = max(best, f)
	}
	var tied []int
	top := -1 << 31
	for p, f := range o.Finals {
		if f == best {
			tied, top = append(tied, p), max(top, o.Scores[p])
		}
	}
	if !tieBreak {
		return tied
	}
	var drawn []int
	for _, p := range tied {
		if o.Scores[p] == top {
			drawn = append(drawn, p)
		}
	}
	return drawn
}
