package play

import (
	"scraebbkle/ui/style"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// thinkingWidth is the width of the indicator of a computer's turn, room
// for a bar and its Play now button.
const thinkingWidth = 260

// thinkingView shows that a computer is working out its move, at the end of
// the status line: a bar over the time budget with a Play now button for a
// computer that has one, a running bar for the others. The status line
// keeps its height either way, so nothing in the window moves when a
// computer starts or stops thinking.
type thinkingView struct {
	think   *widget.ProgressBarInfinite
	budget  *budgetBar
	content fyne.CanvasObject // the indicator
	row     *fyne.Container   // the status line with the indicator at its end
}

// newThinkingView returns a hidden indicator at the end of the status line
// status; playNow is called by the budget bar's button.
func newThinkingView(status fyne.CanvasObject, post func(func()), playNow func()) *thinkingView {
	v := &thinkingView{think: widget.NewProgressBarInfinite(), budget: newBudgetBar(post, playNow)}
	v.think.Hide()
	bars := container.NewStack(v.think, v.budget.content)
	v.content = container.NewVBox(layout.NewSpacer(), style.AtLeastWide(bars, thinkingWidth), layout.NewSpacer())
	v.content.Hide()
	v.row = container.NewBorder(nil, nil, nil, v.content, status)
	return v
}

// show shows or hides the indicator, with a bar over budget when it is
// above zero.
func (v *thinkingView) show(budget time.Duration, on bool) {
	v.budget.stop()
	v.think.Stop()
	v.think.Hide()
	switch {
	case !on:
	case budget > 0:
		v.budget.start(budget)
	default:
		v.think.Show()
		v.think.Start()
	}
	if on == v.content.Visible() {
		return
	}
	style.ShowIf(v.content, on)
	v.row.Refresh() // the status line takes the width the indicator leaves
}
