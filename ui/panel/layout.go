package panel

import (
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// panelLayout lays out the side panel: its top (scores, bag, racks) in a
// vertical scroll, the tabs below it and the legend at the bottom. The top
// takes the height it needs as long as the tabs keep theirs, and scrolls
// only when the window is too short for both. The legend gives way first:
// it is shown only when the tabs keep, beside it, as much room again as it
// takes beyond their least height. The least height the panel asks
// for is the most it has needed while the game was in progress: the end
// of a game shows more (each final score on two lines, and both racks
// left), which would otherwise make a window at its smallest grow.
type panelLayout struct {
	top     fyne.CanvasObject // the top's content, in the scroll
	playing func() bool       // the game is in progress
	most    float32           // the most height the top has needed while it was
}

// newPanelContent lays out top, tabs and legend as a side panel of a game
// that is in progress while playing says so.
func newPanelContent(top, tabs, legend fyne.CanvasObject, playing func() bool) *fyne.Container {
	l := &panelLayout{top: top, playing: playing}
	return container.New(l, container.NewVScroll(top), tabs, legend)
}

// topHeight is the least height the top asks for.
func (l *panelLayout) topHeight() float32 {
	need := l.top.MinSize().Height
	if l.playing() || l.most == 0 {
		l.most = max(l.most, need)
	}
	return min(need, l.most)
}

// MinSize is the widest of the three, and the top's least height and the
// tabs', one above the other; the legend may give way.
func (l *panelLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	tabs, legend := objects[1].MinSize(), objects[2].MinSize()
	width := max(l.top.MinSize().Width, tabs.Width, legend.Width)
	return fyne.NewSize(width, l.topHeight()+tabs.Height+theme.Padding())
}

// Layout gives the top what it needs, as far as the tabs leave room, the
// legend its least height at the bottom when there is room for it, and
// the tabs the rest.
func (l *panelLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	scroll, tabs, legend := objects[0], objects[1], objects[2]
	pad := theme.Padding()
	tabsLeast := tabs.MinSize().Height
	topHeight := max(0, min(l.top.MinSize().Height, max(size.Height-tabsLeast-pad, l.topHeight())))
	legendHeight := legend.MinSize().Height + pad
	below := size.Height - topHeight - pad // for the tabs and the legend
	if below-legendHeight < tabsLeast+legendHeight {
		legendHeight = 0
	}
	style.ShowIf(legend, legendHeight > 0)
	scroll.Move(fyne.NewPos(0, 0))
	scroll.Resize(fyne.NewSize(size.Width, topHeight))
	tabs.Move(fyne.NewPos(0, topHeight+pad))
	tabs.Resize(fyne.NewSize(size.Width, max(0, below-legendHeight)))
	legend.Move(fyne.NewPos(0, size.Height-legendHeight+pad))
	legend.Resize(fyne.NewSize(size.Width, max(0, legendHeight-pad)))
}
