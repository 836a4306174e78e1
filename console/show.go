package console

import (
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/internal/prose"
)

// table is a game as the console shows it: a game of its own, or a
// network game as a seat sees it (core/netplay/seat.View), where a rack
// the seat may not see is nil.
type table interface {
	Grid() *board.Grid
	Board() *board.Board
	Open() bool
	Players() int
	ToMove() int
	Player(i int) game.Player
}

// showBoard shows the board between blank lines, then, in ScraeBBKle's
// conversation, the start square.
func (s *session) showBoard(g table) {
	s.println("\n" + g.Grid().Render())
	if !s.rules().Console.HumanFirst {
		s.printf(startLine, g.Board().Start())
	}
}

// showOpenRacks shows, in an open game, the racks of the players who are
// not to move.
func (s *session) showOpenRacks(g table) {
	if !g.Open() {
		return
	}
	for i := range g.Players() {
		if i != g.ToMove() {
			s.printf(openRack, i+1, g.Player(i).Rack)
		}
	}
}

// showTurn shows the turn just made: the move; after a move that lays
// tiles also the scores and the board, and after any other turn the scores
// where the game shows them every turn.
func (s *session) showTurn(g table, t game.Turn, human bool) {
	m := t.Play.Move
	switch {
	case m.Pass:
		s.println(passMove)
	case m.Exchange != "":
		s.printf(exchangeMove, tileCount(len(m.Exchange)))
	case s.rules().Console.HumanFirst:
		s.showDuelMove(g, t, human)
		return
	default:
		s.printf(tileMove, m.Word, m.Position())
	}
	if m.IsTiles() || s.rules().Console.EveryTurnScored {
		s.showScores(g)
	}
	if m.IsTiles() {
		s.showBoard(g)
	}
}

// showDuelMove shows a move of ScraBBKle's conversation, the scores and the
// board.
func (s *session) showDuelMove(g table, t game.Turn, human bool) {
	m := t.Play.Move
	s.printf(duelTileMove, m.Word, m.Origin, m.Dir)
	if !human {
		s.println(duelResult)
	}
	s.println("")
	s.showScores(g)
	s.println("")
	s.showBoard(g)
}

// tileCount is "1 tile" or "n tiles".
func tileCount(n int) string { return prose.Counted(n, "tile") }

// showScores shows every player's score.
func (s *session) showScores(g table) {
	for i := range g.Players() {
		p := g.Player(i)
		if s.rules().Console.HumanFirst {
			s.printf(duelScore, duelLabel(p.Kind), p.Score)
		} else {
			s.printf(scoreLine, i+1, p.Score)
		}
	}
}

// duelLabel is the label of a player's score in ScraBBKle's conversation.
func duelLabel(k game.PlayerKind) string {
	if k == game.Human {
		return duelHumanScore
	}
	return duelComputer
}

// showOutcome announces the end of a game between players, which ended
// with outcome o: the adjustments where a player who goes out gains the
// others' tiles, the final scores and the winner.
func (s *session) showOutcome(o game.Outcome, players []game.Player) {
	s.println(gameOver)
	if s.rules().OutBonus {
		s.showAdjustments(o, players)
	}
	for i, final := range o.Finals {
		if s.rules().Console.HumanFirst {
			s.printf(duelFinal, kindName(players[i].Kind), final)
		} else {
			s.printf(finalScore, i+1, final)
		}
	}
	switch {
	case o.Winner < 0:
		s.println(drawLine)
	case s.rules().Console.HumanFirst:
		s.printf(duelWinner, kindName(players[o.Winner].Kind))
	default:
		if o.TieBroken {
			s.println(tieBroken)
		}
		s.printf(winnerLine, o.Winner+1)
	}
}

// showAdjustments says what the end took from each rack and gave the
// player who went out.
func (s *session) showAdjustments(o game.Outcome, players []game.Player) {
	for i, p := range players {
		if o.Bonuses[i] > 0 {
			s.printf(wentOutLine, i+1, prose.Counted(o.Bonuses[i], "point"))
		}
		if len(p.Rack) > 0 {
			s.printf(leftLine, i+1, prose.Counted(o.Deductions[i], "point"), p.Rack)
		}
	}
}

// kindName names a kind of player in lower case: "human" or "computer".
func kindName(k game.PlayerKind) string {
	if k == game.Human {
		return "human"
	}
	return "computer"
}
