package ui

import "sync"

// saver writes the autosave on a goroutine of its own, so that flushing it
// to the disk (a few milliseconds, far more on a slow or busy disk) never
// holds up the window. The saves are written in the order they are asked
// for, and a save asked for while another is written replaces any still
// waiting: only the latest state of the game needs to reach the disk.
type saver struct {
	// failed is called, through the UI goroutine's post function, with the
	// first failure after a success (or after the start), and failed(nil)
	// after the first success that follows a failure.
	failed func(error)
	post   func(func())

	mu     sync.Mutex
	idle   sync.Cond    // broadcast when the goroutine ends, nothing left to write
	next   func() error // the save waiting, or nil
	busy   bool         // the goroutine is running
	last   error        // the last save's failure, or nil
	closed bool         // the window is gone: failures are no longer shown
}

// newSaver makes a saver that reports failures, and the success that ends
// them, with failed, on the UI goroutine through post.
func newSaver(post func(func()), failed func(error)) *saver {
	s := &saver{post: post, failed: failed}
	s.idle.L = &s.mu
	return s
}

// save has write run after the saves asked for before it, in place of any
// of them not yet begun.
func (s *saver) save(write func() error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next = write
	if !s.busy {
		s.busy = true
		go s.run()
	}
}

// run writes the saves waiting until none is left.
func (s *saver) run() {
	for {
		s.mu.Lock()
		write := s.next
		s.next = nil
		if write == nil {
			s.busy = false
			s.idle.Broadcast()
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		s.report(write())
	}
}

// report tells of a failure, unless the save before failed too, and of a
// success after a failure, unless the window is gone.
func (s *saver) report(err error) {
	s.mu.Lock()
	tell := (err == nil) != (s.last == nil) && !s.closed
	s.last = err
	s.mu.Unlock()
	if tell {
		s.post(func() { s.failed(err) })
	}
}

// flush waits until every save asked for is written.
func (s *saver) flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.busy {
		s.idle.Wait()
	}
}

// close waits until every save asked for is written, as flush does, and
// returns the last one's failure, if it failed; the window being gone,
// failures are no longer shown through post.
func (s *saver) close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.flush()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}
