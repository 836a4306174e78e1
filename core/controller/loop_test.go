package controller_test

import (
	"scraebbkle/core/controller"
	"testing"
	"time"
)

// uiLoop stands in for a UI's event loop: post queues a function and run
// executes queued functions on the test's goroutine.
type Loop struct {
	Queue  chan func()
	Events []controller.Event
}

func NewLoop() *Loop { return &Loop{Queue: make(chan func(), 16)} }

func (l *Loop) Post(f func()) { l.Queue <- f }

func (l *Loop) Notify(ev controller.Event) { l.Events = append(l.Events, ev) }

// runUntil runs posted functions until done reports true.
func (l *Loop) RunUntil(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for !done() {
		select {
		case f := <-l.Queue:
			f()
		case <-deadline:
			t.Fatal("timed out waiting for the controller")
		}
	}
}

// runFor runs posted functions for d.
func (l *Loop) RunFor(d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-l.Queue:
			f()
		case <-end:
			return
		}
	}
}

// count returns how many events of kind k were reported.
func (l *Loop) Count(k controller.EventKind) int {
	n := 0
	for _, ev := range l.Events {
		if ev.Kind == k {
			n++
		}
	}
	return n
}
