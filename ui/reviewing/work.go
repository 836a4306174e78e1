package reviewing

import (
	"context"
	"time"

	"scraebbkle/core/review"
)

// work reviews a game in the background: first by equity, which takes a
// moment, then, with a budget, with the look-ahead. It tells of each
// report, and of the look-ahead's progress, through post, on the window's
// goroutine.
type work struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when the work has stopped
}

// startWork reviews game g: shown is told of each report, the last with
// last set; progress of the look-ahead's turns; stopped of a review that
// was cancelled or failed, with why.
func startWork(post func(func()), g *review.Game, budget time.Duration, shown func(r *review.Report, last bool), progress func(done, total int), stopped func(error)) *work {
	ctx, cancel := context.WithCancel(context.Background())
	w := &work{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(w.done)
		quick, err := review.Review(ctx, g, review.Options{})
		if err != nil {
			post(func() { stopped(err) })
			return
		}
		post(func() { shown(quick, budget <= 0) })
		if budget <= 0 {
			return
		}
		deep, err := review.Review(ctx, g, review.Options{Budget: budget, Progress: func(done, total int) {
			post(func() { progress(done, total) })
		}})
		if err != nil {
			post(func() { stopped(err) })
			return
		}
		post(func() { shown(deep, true) })
	}()
	return w
}

// stop cancels the work and waits until it has stopped.
func (w *work) stop() {
	w.cancel()
	<-w.done
}
