package thinking

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Budget shows how much of its time budget a computer has used, with a
// Play now button that makes it play its best move so far.
type Budget struct {
	bar     *widget.ProgressBar
	now     *widget.Button
	content *fyne.Container
	post    func(func())
	done    chan struct{} // closed to stop the running bar
}

// newBudget returns a hidden bar; playNow is called by its button.
func newBudget(post func(func()), playNow func()) *Budget {
	b := &Budget{bar: widget.NewProgressBar(), post: post}
	// No text on the bar: the status line beside it says who is thinking,
	// and white text on the light theme's blue is hard to read.
	b.bar.TextFormatter = func() string { return "" }
	b.now = widget.NewButton("Play now", func() {
		b.now.Disable()
		playNow()
	})
	b.content = container.NewBorder(nil, nil, nil, b.now, b.bar)
	b.content.Hide()
	return b
}

// start shows the bar filling over budget.
func (b *Budget) start(budget time.Duration) {
	b.stop()
	done := make(chan struct{})
	b.done = done
	b.bar.SetValue(0)
	b.now.Enable()
	b.content.Show()
	began := time.Now()
	go func() {
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				f := min(1, float64(time.Since(began))/float64(budget))
				b.post(func() { b.show(done, f) })
			}
		}
	}()
}

// show sets the bar to fraction f, unless the bar was stopped meanwhile.
func (b *Budget) show(done chan struct{}, f float64) {
	select {
	case <-done:
	default:
		b.bar.SetValue(f)
	}
}

// stop hides the bar and ends its ticking.
func (b *Budget) stop() {
	if b.done != nil {
		close(b.done)
		b.done = nil
	}
	b.content.Hide()
}

// Bar is the bar that fills over the budget.
func (b *Budget) Bar() *widget.ProgressBar { return b.bar }

// PlayNow is the button that makes the computer play its best move so far.
func (b *Budget) PlayNow() *widget.Button { return b.now }

// Shown reports whether the bar is shown.
func (b *Budget) Shown() bool { return b.content.Visible() }

// Ticking reports whether the bar still fills.
func (b *Budget) Ticking() bool { return b.done != nil }
