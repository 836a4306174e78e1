package console

import (
	"scraebbkle/core/game"
)

// showBoard shows the board between blank lines, then the start square.
func (s *session) showBoard(g *game.Game) {
	s.println("\n" + g.Grid().Render())
	s.printf(startLine, g.Board().Start())
}

// showOpenRacks shows, in an open game, the racks of the players who are
// not to move.
func (s *session) showOpenRacks(g *game.Game) {
	if !g.Open() {
		return
	}
	for i := range g.Players() {
		if i != g.ToMove() {
			s.printf(openRack, i+1, g.Player(i).Rack)
		}
	}
}

// showTurn shows the move just made; after a tile move also the scores and
// the board.
func (s *session) showTurn(g *game.Game, t game.Turn) {
	m := t.Play.Move
	if m.Pass {
		s.println(passMove)
		return
	}
	s.printf(tileMove, m.Word, m.Position())
	s.showScores(g)
	s.showBoard(g)
}

// showScores shows every player's score.
func (s *session) showScores(g *game.Game) {
	for i := range g.Players() {
		s.printf(scoreLine, i+1, g.Player(i).Score)
	}
}

// showOutcome announces the end, the final scores and the winner.
func (s *session) showOutcome(o game.Outcome) {
	s.println(gameOver)
	for i, final := range o.Finals {
		s.printf(finalScore, i+1, final)
	}
	if o.Winner < 0 {
		s.println(drawLine)
	} else {
		s.printf(winnerLine, o.Winner+1)
	}
}
