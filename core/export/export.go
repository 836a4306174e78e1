package export

import (
	"fmt"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/save"
	"scraebbkle/internal/prose"
	"strings"
)

// Text writes the record of game g as text: the board and players,
// then a line a turn with the mover's rack, the move in the game's
// notation, its score and every player's total, and last the result, or
// whose turn it is. levels[i] is player i's level when a computer plays it.
func Text(g *game.Game, levels []computer.Level) string {
	var b strings.Builder
	textHeader(&b, g, levels)
	textTurns(&b, g)
	b.WriteByte('\n')
	textResult(&b, g)
	return b.String()
}

// textHeader writes the board, the players and whether the game is open.
func textHeader(b *strings.Builder, g *game.Game, levels []computer.Level) {
	board := g.Board()
	fmt.Fprintf(b, "ScraeBBKle game record\nBoard: %s, %d x %d, start %s\n", prose.OneLine(board.Name()), board.Cols(), board.Rows(), board.Start())
	for i := range g.Players() {
		fmt.Fprintf(b, "Player %d: %s\n", i+1, DescribePlayer(g, levels, i))
	}
	if g.Open() {
		b.WriteString("Open game\n\n")
	} else {
		b.WriteString("Closed game\n\n")
	}
}

// textTurns writes the table of turns, a line a turn under a line of
// headings.
func textTurns(b *strings.Builder, g *game.Game) {
	fmt.Fprintf(b, "%4s  %-8s  %-7s  %-10s  %5s", "Turn", "Player", "Rack", "Move", "Score")
	for i := range g.Players() {
		fmt.Fprintf(b, "  %8s", fmt.Sprintf("Player %d", i+1))
	}
	b.WriteByte('\n')
	totals := make([]int, g.Players())
	for n, t := range g.History() {
		totals[t.Player] = t.Total
		move := t.Play.Move.String()
		if t.Play.Move.Pass {
			move += " (pass)"
		}
		fmt.Fprintf(b, "%4d  Player %d  %-7s  %-10s  %5d", n+1, t.Player+1, t.Rack.Letters(), move, t.Play.Score)
		for _, total := range totals {
			fmt.Fprintf(b, "  %8d", total)
		}
		b.WriteByte('\n')
	}
}

// textResult writes how each final score was reached and the result, or
// whose turn it is in a game that goes on.
func textResult(b *strings.Builder, g *game.Game) {
	if !g.Over() {
		fmt.Fprintf(b, "The game goes on: Player %d is to move.\n", g.ToMove()+1)
		return
	}
	o := g.Outcome()
	b.WriteString("Game over.\n")
	for i := range g.Players() {
		left := ""
		if rack := g.Player(i).Rack; len(rack) > 0 {
			left = " (" + rack.Letters() + ")"
		}
		fmt.Fprintf(b, "Player %d: %d - %d for tiles left%s = %d\n", i+1, o.Scores[i], o.Deductions[i], left, o.Finals[i])
	}
	b.WriteString(o.String() + "\n")
}

// DescribePlayer is "Human" or "Computer, normal": who plays player i
// of g, at levels[i] when a computer.
func DescribePlayer(g *game.Game, levels []computer.Level, i int) string {
	if g.Player(i).Kind == game.Computer {
		return "Computer, " + save.LevelAt(levels, i).String()
	}
	return "Human"
}

// GCG writes the record of game g in the GCG format of word-game
// programs: a pragma for each player, then a line a turn,
// ">Player_1: RACK 8H WORD +score total", where the position reads as in
// ScraeBBKle, row first for a word across and column first for a word down,
// and is the square of the word's first letter; tiles already on the board
// are written ".", blanks as lower-case letters in words and "?" on racks;
// a pass is "-", an exchange "-" and the tiles thrown back. A finished
// game ends with the player who went out gaining the others' tiles, where
// the rules say so, ">Player_1: (TILES) +value total", then a line for
// each rack left: ">Player_2: RACK (RACK) -value total".
func GCG(g *game.Game, levels []computer.Level) string {
	var b strings.Builder
	board := g.Board()
	b.WriteString("#character-encoding UTF-8\n")
	for i := range g.Players() {
		fmt.Fprintf(&b, "#player%d %s Player %d\n", i+1, gcgName(i), i+1)
	}
	fmt.Fprintf(&b, "#title %s on %s (%d x %d, start %s)\n", g.Rules().Name, prose.OneLine(board.Name()), board.Cols(), board.Rows(), board.Start())
	var who []string
	for i := range g.Players() {
		who = append(who, fmt.Sprintf("Player %d: %s", i+1, DescribePlayer(g, levels, i)))
	}
	kind := "closed"
	if g.Open() {
		kind = "open"
	}
	fmt.Fprintf(&b, "#description %s; %s game. Positions: row first for a word across, column first for a word down.\n", strings.Join(who, "; "), kind)
	for _, t := range g.History() {
		fmt.Fprintf(&b, ">%s: %s %s %+d %d\n", gcgName(t.Player), t.Rack.Shown(), GCGPlay(t.Play), t.Play.Score, t.Total)
	}
	if g.Over() {
		gcgEnd(&b, g)
	}
	return b.String()
}

// gcgEnd writes the end's adjustments: for the player who went out, where
// the rules give them the others' tiles, ">Player_1: (TILES) +value total"
// with the tiles left on the other racks; then for each rack left,
// ">Player_2: RACK (RACK) -value total".
func gcgEnd(b *strings.Builder, g *game.Game) {
	o := g.Outcome()
	var left strings.Builder
	for i := range g.Players() {
		left.WriteString(g.Player(i).Rack.Shown())
	}
	for i := range g.Players() {
		if o.Bonuses[i] > 0 {
			fmt.Fprintf(b, ">%s: (%s) %+d %d\n", gcgName(i), left.String(), o.Bonuses[i], o.Scores[i]+o.Bonuses[i])
		}
	}
	for i := range g.Players() {
		if rack := g.Player(i).Rack; len(rack) > 0 {
			fmt.Fprintf(b, ">%s: %s (%s) %+d %d\n", gcgName(i), rack.Shown(), rack.Shown(), -o.Deductions[i], o.Finals[i])
		}
	}
}

// gcgName is player i's name in GCG, without spaces: "Player_1".
func gcgName(i int) string { return fmt.Sprintf("Player_%d", i+1) }

// GCGPlay is a move's position and word as GCG writes them: "8H" for a
// word across from h8 and "H8" for one down, then the whole word with "."
// for each tile already on the board and a blank in lower case; "-" for a
// pass, and "-" and the tiles for an exchange ("-QVV?").
func GCGPlay(p move.Play) string {
	switch {
	case p.Move.Pass:
		return "-"
	case p.Move.Exchange != "":
		return "-" + strings.ReplaceAll(p.Move.Exchange, "_", "?")
	}
	w := []byte(p.Word.Text)
	sq, i := p.Word.Start, 0
	for k := range w {
		if i < len(p.Placed) && p.Placed[i].Square == sq {
			i++
		} else {
			w[k] = '.'
		}
		sq = sq.Next(p.Word.Dir)
	}
	return strings.ToUpper(p.Word.Position()) + " " + string(w)
}
