package panel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/rack"
)

// What the panel shows, for the screens around it and their tests to read.

// Tabs are the panel's tabs: Log, Moves, Tiles and Word.
func (p *Panel) Tabs() *container.AppTabs { return p.tabs }

// Tab is the tab named name, or nil.
func (p *Panel) Tab(name string) *container.TabItem {
	for _, item := range p.tabs.Items {
		if item.Text == name {
			return item
		}
	}
	return nil
}

// Scores are the players' lines of the scores.
func (p *Panel) Scores() []*widget.Label { return p.players }

// Bag says how many tiles are in the bag.
func (p *Panel) Bag() *widget.Label { return p.bag }

// OtherCaption names the rack of the player not to move.
func (p *Panel) OtherCaption() *widget.Label { return p.others.first().caption }

// OtherRack is the rack of the player not to move, shown in an open game.
func (p *Panel) OtherRack() *rack.View { return p.others.first().rack }

// Left holds, once the game is over, the tiles each player was left with.
func (p *Panel) Left() *fyne.Container { return p.leftBox }

// Log is the move log.
func (p *Panel) Log() *Log { return p.log }

// Moves is the Moves tab's list of best moves.
func (p *Panel) Moves() *Moves { return p.moves }

// Tracker is the Tiles tab's count of the tiles unseen.
func (p *Panel) Tracker() *Tracker { return p.tracker }

// Word is the Word tab's word check.
func (p *Panel) Word() *Word { return p.word }

// Lines are the log's lines.
func (l *Log) Lines() []string { return l.lines }

// List is the list that shows the log's lines.
func (l *Log) List() *widget.List { return l.list }

// Caption says whose unseen tiles the tracker counts.
func (p *Tracker) Caption() *widget.Label { return p.caption }

// Entry is the box the word is typed in.
func (w *Word) Entry() *dialogs.Entry { return w.entry }

// Verdict says whether the word is in the word list.
func (w *Word) Verdict() *widget.Label { return w.verdict }

// Cells are the tracker's counts, A to Z and then the blank.
func (p *Tracker) Cells() []*widget.Label { return p.cells[:] }

// Button asks for the list of best moves.
func (p *Moves) Button() *widget.Button { return p.button }

// Grid holds the tracker's counts, hidden while none are shown.
func (p *Tracker) Grid() *fyne.Container { return p.grid }
