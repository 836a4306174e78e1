package panel

import "scraebbkle/core/move"

// ShowMoves brings the Moves tab forward.
func (p *Panel) ShowMoves() { p.tabs.Select(p.movesTab) }

// LeaveMoves brings the log forward in place of the Moves tab, if that is
// in front: its moves were for the turn just played.
func (p *Panel) LeaveMoves() {
	if p.tabs.Selected() == p.movesTab {
		p.tabs.Select(p.logTab)
	}
}

// KeepTab brings forward the tab that before has in front, but for the
// Word tab, which would take the keyboard from the board.
func (p *Panel) KeepTab(before *Panel) {
	if tabs := before.tabs; tabs.Selected() != before.wordTab {
		p.tabs.SelectIndex(tabs.SelectedIndex())
	}
}

// AskHints lists the best moves of the human to move, which counts as the
// turn's hint, once they are found, and hands them, the best first, to
// then.
func (p *Panel) AskHints(then func([]move.Play)) { p.moves.ask(then) }

// ChooseHint previews listed move i on the board.
func (p *Panel) ChooseHint(i int) { p.moves.choose(i) }

// NextHint previews the listed move after the one previewed, the first
// after the last, and reports whether one was previewed.
func (p *Panel) NextHint() bool { return p.moves.chooseNext() }

// LayChosen lays the tiles of the move previewed, if there is one.
func (p *Panel) LayChosen() { p.moves.placeChosen() }

// Unchoose shows no listed move as the one previewed.
func (p *Panel) Unchoose() { p.moves.unselect() }
