package together

import (
	"fmt"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/rules"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/phrase"
)

// redraw shows the board, the rack, the players, the buttons and the
// status line as they are now.
func (s *Screen) redraw() {
	s.showBoard()
	s.showRack()
	s.showPlayers()
	s.bar.update()
	s.showStatus()
}

// showBoard shows the board's tiles, the last move's marked, and the
// tiles being laid with the typing arrow.
func (s *Screen) showBoard() {
	var laying boardview.Laying
	if s.turn != nil {
		laying = s.turn
	}
	var layers []boardview.Layer
	if s.view != nil {
		layers = append(layers, boardview.PlayedOn(s.view.Grid(), s.last))
	}
	s.board.Paint(laying, layers...)
}

// showRack shows the seat's hand, to lay on its turn and to look at
// otherwise; an onlooker has none.
func (s *Screen) showRack() {
	switch {
	case s.turn != nil:
		s.rack.ShowHand(s.turn.Hand(), s.turn.Picked(), s.lay)
	case s.hand != nil:
		s.rack.ShowRack(s.hand.Tiles(), true)
	default:
		s.rack.ShowRack(nil, true)
	}
}

// showPlayers shows each player's score, the tiles on their rack, their
// rack where the seat may see it, who is away, and who is to move; then
// the bag.
func (s *Screen) showPlayers() {
	v := s.view
	if v == nil {
		return
	}
	t := v.Table()
	var lines []string
	for i, p := range t.Players {
		line := fmt.Sprintf("%s: %s", seat.Label(v.Names(), i), phrase.Counted(p.Score, "point"))
		switch r := v.Player(i).Rack; {
		case i != s.seat && r != nil:
			line += ", rack " + r.Shown()
		default:
			line += ", " + phrase.Counted(p.Tiles, "tile")
		}
		if p.Away {
			line += " (away)"
		}
		if i == v.ToMove() && !v.Over() && t.Waiting == 0 {
			line = "▶ " + line
		}
		lines = append(lines, line)
	}
	lines = append(lines, "", "Tiles in the bag: "+phrase.Number(t.Bag))
	s.players.SetText(strings.Join(lines, "\n"))
}

// showTiles counts the tiles the seat cannot see, as the host's table
// tells them: the bag and the racks it is not shown. Only a new table
// changes them.
func (s *Screen) showTiles() {
	v := s.view
	switch {
	case v.Over():
		s.tiles.Say("The game is over.")
	default:
		who := "an onlooker"
		if s.seat >= 0 {
			who = seat.Label(v.Names(), s.seat)
		}
		s.tiles.Count(who, v.Unseen(), v.Table().Bag, v.Players(), v.Open())
	}
}

// showStatus says, first, what was told last, and then what the seat may
// do: lay its move, with the verdict on the tiles laid so far; wait for
// the players to join or for the player to move; or the result.
func (s *Screen) showStatus() {
	text, verdict := s.state()
	switch {
	case s.notice == "" || s.lost != "":
	case verdict: // the host's word on the tiles laid stands for the preview's
		text = s.notice
	default:
		text = s.notice + " " + text
	}
	s.status.SetText(text)
}

// state is what the status line says of the game now, and whether it is
// the verdict on the tiles laid.
func (s *Screen) state() (string, bool) {
	v := s.view
	switch {
	case s.lost != "":
		return s.lost, false
	case v == nil:
		return "Waiting for the host.", false
	case v.Over():
		return "The game is over: " + phrase.Result(v.Outcome()), false
	case v.Table().Waiting > 0:
		return fmt.Sprintf("Waiting for %s to join.", phrase.Counted(v.Table().Waiting, "more player")), false
	case s.turn == nil:
		return seat.Label(v.Names(), v.ToMove()) + " is to move.", false
	}
	if verdict, _ := s.turn.Verdict(); verdict != "" {
		return verdict, true
	}
	return "Your turn: drag tiles from your rack onto the board, or type a word, then press Enter or Play.", false
}

// position is the game a turn is laid in: the board as the host sent it,
// the moves checked with the screen's own referee for the preview.
type position struct{ s *Screen }

// Grid is the tiles on the board.
func (p position) Grid() *board.Grid { return p.s.view.Grid() }

// Board is the board.
func (p position) Board() *board.Board { return p.s.layout }

// Check checks move m of the seat's rack, to preview it.
func (p position) Check(m move.Move) (move.Play, error) {
	return p.s.ref.Check(p.s.view.Grid(), p.s.view.Player(p.s.seat).Rack, m)
}

// Rules are the game's rules.
func (p position) Rules() *rules.Set { return p.s.rules }
