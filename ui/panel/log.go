package panel

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// Log lists every turn in the game's notation with its score and the
// running totals.
type Log struct {
	lines   []string
	totals  []int // each player's total after the last turn logged
	list    *widget.List
	content fyne.CanvasObject // the list, kept scrolled to its end, or to the line clicked, as its height changes
	width   float32           // the list's width the lines' heights were set for
	clicked widget.ListItemID // the line clicked, or -1
	head    int               // the lines before the first turn's, such as the draw for the first turn
	turns   int               // the turns logged
}

// NewLog returns an empty log that calls chosen with the line clicked,
// counted from the first turn's: a line before it is below 0.
func NewLog(chosen func(line int)) *Log {
	l := &Log{clicked: -1}
	l.list = widget.NewList(
		func() int { return len(l.lines) },
		func() fyne.CanvasObject {
			label := widget.NewLabel("")
			label.Wrapping = fyne.TextWrapWord // a line too long for the panel takes two rows
			return label
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(l.shown(i)) })
	l.list.OnSelected = func(i widget.ListItemID) {
		l.clicked = i
		if chosen != nil {
			chosen(i - l.head)
		}
	}
	l.list.OnUnselected = func(widget.ListItemID) { l.clicked = -1 }
	l.content = container.New(style.AfterLayout{After: func() {
		if l.list.Size().IsZero() { // not before the list is drawn
			return
		}
		if w := l.list.Size().Width; w != l.width {
			l.width = w
			l.fit(0)
		}
		l.keepInView()
	}}, l.list)
	return l
}

// keepInView scrolls the list to the line clicked, if any, or else to its
// end, so that a change of the window's size does not lose either.
func (l *Log) keepInView() {
	if l.clicked >= 0 {
		l.list.ScrollTo(l.clicked)
		return
	}
	l.list.ScrollToBottom()
}

// fit gives the lines from line i on the height they need at the list's
// width: a row for each row the line wraps to, as shown.
func (l *Log) fit(i int) {
	if l.width == 0 {
		return
	}
	for ; i < len(l.lines); i++ {
		l.list.SetItemHeight(i, style.LabelHeight(l.rows(l.shown(i))))
	}
}

// room is the width a line's text has in a row: a row is as wide as the
// list, under its scroll bar, and its label's text is inset within it.
func (l *Log) room() float32 { return l.width - 2*theme.Padding() - 2*theme.InnerPadding() }

// wide reports whether line is wider than a row.
func (l *Log) wide(line string) bool { return l.width > 0 && textWidth(line) > l.room() }

// rows is how many rows text takes: a row for each of its lines, and
// more where a line is wrapped at its spaces, as a label wraps it.
func (l *Log) rows(text string) int {
	n := 0
	for _, line := range strings.Split(text, "\n") {
		n++
		row := ""
		for _, word := range strings.Split(line, " ") {
			next := word
			if row != "" {
				next = row + " " + word
			}
			if row != "" && word != "" && textWidth(next) > l.room() {
				n++
				next = word
			}
			if w := textWidth(next); w > l.room() { // a word wider than a row breaks within it
				n += int(w / l.room())
				next = ""
			}
			row = next
		}
	}
	return n
}

// textWidth is the width of text in the theme's text size.
func textWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width
}

// shown is line i as the list shows it: a line too wide for the list
// breaks before its hint, so that "hint 4" is not split.
func (l *Log) shown(i int) string {
	line := l.lines[i]
	if k := strings.LastIndex(line, hintTag); k >= 0 && l.wide(line) {
		return line[:k] + "\n" + strings.TrimLeft(line[k:], " ")
	}
	return line
}

// hintTag begins the end of a log line that numbers a hint.
const hintTag = "  · hint "

// Content is what the log draws.
func (l *Log) Content() fyne.CanvasObject { return l.content }

// Add appends a turn of a game of players, its move in notation nt, the
// player's hint-th hint (0 for none), and scrolls to it, letting go of a
// line clicked.
func (l *Log) Add(turn game.Turn, nt move.Notation, players, hint int) {
	if l.totals == nil {
		l.totals = make([]int, players)
	}
	l.totals[turn.Player] = turn.Total
	l.turns++
	l.Note(logLine(l.turns, nt, turn, l.totals, hint))
}

// Note appends a line that is no turn, such as a line of chat, and
// scrolls to it, letting go of a line clicked.
func (l *Log) Note(line string) {
	l.list.UnselectAll()
	l.lines = append(l.lines, line)
	l.fit(len(l.lines) - 1)
	l.list.Refresh()
	l.list.ScrollToBottom()
}

// Intro adds a line before the turns', such as the draw for the first
// turn.
func (l *Log) Intro(line string) {
	l.lines = append(l.lines[:l.head], append([]string{line}, l.lines[l.head:]...)...)
	l.head++
	l.fit(0)
	l.list.Refresh()
}

// End closes the log of a game that ended as o with each player's tiles
// left, as rackOf gives them, and the result.
func (l *Log) End(o game.Outcome, rackOf func(p int) tile.Rack) {
	first := len(l.lines)
	for i := range o.Finals {
		line := fmt.Sprintf("End. P%d  no tiles left", i+1)
		switch rack := rackOf(i); {
		case o.Bonuses[i] > 0:
			line = fmt.Sprintf("End. P%d  went out  +%d from the others' tiles", i+1, o.Bonuses[i])
		case len(rack) > 0:
			line = fmt.Sprintf("End. P%d  left %s  −%d", i+1, rack.Shown(), o.Deductions[i])
		}
		l.lines = append(l.lines, line)
	}
	l.lines = append(l.lines, phrase.Result(o))
	l.fit(first)
	l.list.Refresh()
	l.list.ScrollToBottom()
}

// logLine is line n of the log, for a turn after which the players have
// totals: "3. P1  MOVE  OVE,4e  +9  (29 : 19)", the move in notation
// nt, the word formed first when it takes in tiles of the board, and
// "  · hint 2" after it when it was the player's second hint. A pass is
// "pass", an exchange "exchanged 3 tiles".
func logLine(n int, nt move.Notation, turn game.Turn, totals []int, hint int) string {
	var what string
	switch m := turn.Play.Move; {
	case m.Pass:
		what = "pass"
	case m.Exchange != "":
		what = "exchanged " + phrase.Counted(len(m.Exchange), "tile")
	default:
		what = nt.Format(m)
		if w := phrase.WordFormed(turn.Play); w != "" {
			what = w + "  " + what
		}
	}
	shown := make([]string, len(totals))
	for i, total := range totals {
		shown[i] = phrase.Number(total)
	}
	// A colon, spaced, as between the scores of a match: a dash between
	// them read as taking one from the other when the first was negative.
	line := fmt.Sprintf("%d. P%d  %s  %s  (%s)", n, turn.Player+1, what, phrase.WithSign(turn.Play.Score), strings.Join(shown, " : "))
	if hint > 0 {
		line += fmt.Sprintf("%s%d", hintTag, hint)
	}
	return line
}

// Spoken is the log's part for a screen reader, which says its last line.
func (l *Log) Spoken() access.Part {
	return access.Part{
		At: func() fyne.CanvasObject { return l.list },
		Says: func() (string, fyne.AccessibleRole) {
			if len(l.lines) == 0 {
				return "The log is empty.", fyne.AccessibleRoleText
			}
			return "Log, last line: " + l.lines[len(l.lines)-1], fyne.AccessibleRoleText
		},
	}
}
