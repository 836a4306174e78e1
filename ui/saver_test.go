package ui

import (
	"errors"
	"slices"
	"sync"
	"testing"
)

// A save asked for while another is written waits for it, and replaces any
// save still waiting; flush returns once the last is written.
func TestSaverWritesInOrderOnlyTheLatestWaiting(t *testing.T) {
	var mu sync.Mutex
	var written []int
	release := make(chan struct{})
	started := make(chan struct{})
	s := newSaver(func(f func()) { f() }, func(err error) { t.Errorf("a save failed: %v", err) })
	write := func(n int) func() error {
		return func() error {
			if n == 1 {
				close(started)
				<-release
			}
			mu.Lock()
			written = append(written, n)
			mu.Unlock()
			return nil
		}
	}
	s.save(write(1))
	<-started
	for n := 2; n <= 5; n++ {
		s.save(write(n))
	}
	close(release)
	s.flush()
	mu.Lock()
	defer mu.Unlock()
	if !slices.Equal(written, []int{1, 5}) {
		t.Errorf("written %v, want [1 5]: the first, then only the latest", written)
	}
}

// A failure is reported once, until a save works again, which is
// reported too.
func TestSaverReportsAFailureOnce(t *testing.T) {
	var reported []error
	s := newSaver(func(f func()) { f() }, func(err error) { reported = append(reported, err) })
	fail, works := errors.New("disk full"), error(nil)
	for _, err := range []error{works, fail, fail, works, works, fail, fail} {
		s.save(func() error { return err })
		s.flush()
	}
	if !slices.Equal(reported, []error{fail, nil, fail}) {
		t.Errorf("reported %v, want the failure, the save that worked after it, and the failure once more", reported)
	}
}

// Flushing with nothing to write returns at once.
func TestSaverFlushWhenIdle(t *testing.T) {
	s := newSaver(func(f func()) { f() }, func(error) {})
	s.flush()
	s.save(func() error { return nil })
	s.flush()
	s.flush()
}

// Once closed, as the window is gone, a failure is no longer posted to the
// window but returned.
func TestSaverCloseReturnsTheLastFailure(t *testing.T) {
	posted := 0
	s := newSaver(func(f func()) { posted++; f() }, func(error) {})
	fail := errors.New("disk full")
	if err := s.close(); err != nil {
		t.Fatalf("close with nothing written returned %v", err)
	}
	s.save(func() error { return fail }) // as the last save, asked for as the window closes
	if err := s.close(); err != fail || posted != 0 {
		t.Errorf("close returned %v after %d posts, want the failure and no post", err, posted)
	}
	s.save(func() error { return nil })
	if err := s.close(); err != nil {
		t.Errorf("close after a save that worked returned %v", err)
	}
}
