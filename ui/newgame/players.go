package newgame

import (
	"scraebbkle/internal/prose"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/style"
)

// playersPick is who plays: how many, where the game seats more than two,
// and each player human or computer, a computer at its level. It keeps a
// row for as many players as any game seats, and shows those of the
// players chosen.
type playersPick struct {
	keep       keepers
	count      *widget.RadioGroup   // how many play: "2", "3" or "4"
	countRow   fyne.CanvasObject    // the count laid out with its Keeper
	countLabel fyne.CanvasObject    // its caption, hidden with it where the game seats two
	kinds      []*widget.RadioGroup // by player: human or computer
	levels     []*dialogs.Select    // by player: a computer's level
	rows       []fyne.CanvasObject  // by player: the kind and level
	labels     []fyne.CanvasObject  // by player: the row's caption, "Player 1"
	changed    func()               // told that the rows shown changed
	hosting    bool                 // a player may also be one joining from another desktop
}

// newPlayersPick offers the players remembered in prefs, most of them,
// count of them playing, each radio button laid out with its Keeper from
// k; when hosting, a player may also be one joining.
func newPlayersPick(prefs fyne.Preferences, most, count int, k keepers, hosting bool) *playersPick {
	p := &playersPick{keep: k, count: choiceGroup("2", "3", strconv.Itoa(count)), countLabel: caption("Players"), hosting: hosting}
	p.countRow = k.wrap(p.count)
	p.count.OnChanged = func(string) {
		p.showRows()
		if p.changed != nil {
			p.changed()
		}
	}
	for i := range most {
		n := strconv.Itoa(i + 1)
		kind := prefs.StringWithFallback(PrefPlayer+n, []string{ChoiceHuman, ChoiceComputer}[min(i, 1)])
		level, err := computer.ParseLevel(prefs.StringWithFallback(PrefLevel+n, computer.Normal.String()))
		if err != nil {
			level = computer.Normal
		}
		p.add(kind, level)
	}
	return p
}

// add adds a player's choices: human or computer, and the computer's
// level, which only a computer player may set.
func (p *playersPick) add(kind string, level computer.Level) {
	names := make([]string, len(computer.Levels))
	for i, l := range computer.Levels {
		names[i] = levelName(l)
	}
	sel := dialogs.NewSelect(names)
	sel.Selected = levelName(level)
	if kind == ChoiceJoining && !p.hosting {
		kind = ChoiceHuman // a player joining, remembered from a game hosted
	}
	group := choiceGroup(ChoiceHuman, ChoiceComputer, kind)
	if p.hosting {
		group.Options = append(group.Options, ChoiceJoining)
	}
	group.OnChanged = func(choice string) { style.Enable(sel, choice == ChoiceComputer) }
	style.Enable(sel, kind == ChoiceComputer)
	p.kinds = append(p.kinds, group)
	p.levels = append(p.levels, sel)
	p.rows = append(p.rows, container.NewHBox(p.keep.wrap(group), sel))
	p.labels = append(p.labels, caption("Player "+strconv.Itoa(len(p.kinds))))
}

// formRows are the rows of the players in a form layout: the number of
// players, then each player's, each row a caption and its choices.
func (p *playersPick) formRows() []fyne.CanvasObject {
	rows := []fyne.CanvasObject{p.countLabel, p.countRow}
	for i := range p.rows {
		rows = append(rows, p.labels[i], p.rows[i])
	}
	return rows
}

// fit offers the numbers of players game r seats, keeping the number
// chosen where it can, and shows a row for each player.
func (p *playersPick) fit(r *rules.Set) {
	var options []string
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		options = append(options, strconv.Itoa(n))
	}
	chosen := min(max(p.players(), r.MinPlayers), r.MaxPlayers)
	p.count.Options, p.count.Selected = options, strconv.Itoa(chosen)
	p.count.Refresh()
	style.ShowIf(p.countRow, len(options) > 1)
	style.ShowIf(p.countLabel, len(options) > 1)
	p.showRows()
}

// showRows shows the row of each player of the number chosen.
func (p *playersPick) showRows() {
	n := p.players()
	for i := range p.rows {
		style.ShowIf(p.rows[i], i < n)
		style.ShowIf(p.labels[i], i < n)
	}
}

// players is the number of players chosen.
func (p *playersPick) players() int {
	n, err := strconv.Atoi(p.count.Selected)
	if err != nil {
		return 2
	}
	return n
}

// chosen are the kinds and levels of the players chosen, and which of
// them join from another desktop, nil when none does.
func (p *playersPick) chosen() ([]game.PlayerKind, []computer.Level, []bool) {
	var kinds []game.PlayerKind
	var levels []computer.Level
	var joining []bool
	for i := range p.players() {
		if p.kinds[i].Selected == ChoiceJoining {
			joining = append(joining, make([]bool, i+1-len(joining))...)
			joining[i] = true
		}
		kind := game.Human
		if p.kinds[i].Selected == ChoiceComputer {
			kind = game.Computer
		}
		level, err := computer.ParseLevel(p.levels[i].Selected)
		if err != nil {
			level = computer.Normal
		}
		kinds = append(kinds, kind)
		levels = append(levels, level)
	}
	if joining != nil {
		joining = append(joining, make([]bool, len(kinds)-len(joining))...)
	}
	return kinds, levels, joining
}

// remember stores the choices for the next time: the number of players,
// and each player's kind and level, those not playing too.
func (p *playersPick) remember(prefs fyne.Preferences) {
	prefs.SetInt(PrefPlayers, p.players())
	for i, k := range p.kinds {
		n := strconv.Itoa(i + 1)
		prefs.SetString(PrefPlayer+n, k.Selected)
		prefs.SetString(PrefLevel+n, strings.ToLower(p.levels[i].Selected))
	}
}

// levelName is a level as the dialog shows it: "Easy", "Normal", "Strong".
func levelName(l computer.Level) string { return prose.Capitalised(l.String()) }
