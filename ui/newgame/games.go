package newgame

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/rules"
	"scraebbkle/ui/games"
)

// gamePick is the choice of the game, the first question of New Game:
// each game by its name, with a line under it that says what sets it
// apart. Each name is a radio button of its own, so that its line can
// stand under it; one is always chosen.
type gamePick struct {
	games   []*rules.Set
	radios  []*widget.RadioGroup // one a game, its name the one option
	chosen  int
	changed func(r *rules.Set) // told of a game chosen
	content fyne.CanvasObject
}

// newGamePick offers the games with the one named id chosen, or the first
// when none is, each button laid out with its Keeper from k.
func newGamePick(id string, k keepers) *gamePick {
	p := &gamePick{games: games.All()}
	box := container.NewVBox()
	for i, r := range p.games {
		radio := widget.NewRadioGroup([]string{r.Name}, func(string) { p.choose(i) })
		// Broken into lines here, not wrapped by the label: a wrapped
		// label knows its height only once laid out, too late for the
		// dialog to be sized to it.
		about := widget.NewLabel(brokenInto(r.About, aboutLine))
		about.SizeName = theme.SizeNameCaptionText
		p.radios = append(p.radios, radio)
		box.Add(k.wrap(radio))
		box.Add(container.NewPadded(about))
		if r.ID == id {
			p.chosen = i
		}
	}
	p.radios[p.chosen].Selected = p.games[p.chosen].Name
	p.content = box
	return p
}

// aboutLine is the most characters on a line of a game's line.
const aboutLine = 52

// brokenInto is text broken into lines of at most n characters, at
// spaces.
func brokenInto(text string, n int) string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && len(line)+1+len(word) > n {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return strings.Join(append(lines, line), "\n")
}

// choose chooses game i, or keeps it chosen when a click on its button
// cleared it, and tells changed of a new choice.
func (p *gamePick) choose(i int) {
	before := p.chosen
	p.chosen = i
	for k, radio := range p.radios {
		want := ""
		if k == i {
			want = p.games[k].Name
		}
		if radio.Selected != want {
			radio.Selected = want
			radio.Refresh()
		}
	}
	if i != before && p.changed != nil {
		p.changed(p.games[i])
	}
}

// game is the game chosen.
func (p *gamePick) game() *rules.Set { return p.games[p.chosen] }
