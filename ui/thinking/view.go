package thinking

import (
	"scraebbkle/ui/style"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// Width is the width of the indicator of a computer's turn, room for a
// bar and its Play now button.
const Width = 260

// View shows that a computer is working out its move, at the end of
// the status line: a bar over the time budget with a Play now button for a
// computer that has one, a running bar for the others. The status line
// keeps its height either way, so nothing in the window moves when a
// computer starts or stops thinking.
type View struct {
	think   *widget.ProgressBarInfinite
	budget  *Budget
	content fyne.CanvasObject // the indicator
	row     *fyne.Container   // the status line with the indicator at its end
}

// New returns a hidden indicator at the end of the status line status;
// post runs a function on the UI goroutine, and playNow is called by the
// budget bar's button.
func New(status fyne.CanvasObject, post func(func()), playNow func()) *View {
	v := &View{think: widget.NewProgressBarInfinite(), budget: newBudget(post, playNow)}
	v.think.Hide()
	bars := container.NewStack(v.think, v.budget.content)
	v.content = container.NewVBox(layout.NewSpacer(), style.AtLeastWide(bars, Width), layout.NewSpacer())
	v.content.Hide()
	v.row = container.NewBorder(nil, nil, nil, v.content, status)
	return v
}

// Show shows or hides the indicator, with a bar over budget when it is
// above zero.
func (v *View) Show(budget time.Duration, on bool) {
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

// Row is the status line with the indicator at its end.
func (v *View) Row() fyne.CanvasObject { return v.row }

// Shown reports whether the indicator is shown.
func (v *View) Shown() bool { return v.content.Visible() }

// Running reports whether the running bar of a computer without a budget
// is shown.
func (v *View) Running() bool { return v.think.Visible() }

// Budget is the bar over a computer's time budget.
func (v *View) Budget() *Budget { return v.budget }
