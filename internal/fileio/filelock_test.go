package fileio

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestLockFileHeldOnceAtATime(t *testing.T) {
	path := filepath.Join(t.TempDir(), "slot.lock")
	first, err := LockFile(path)
	if errors.Is(err, errors.ErrUnsupported) {
		t.Skip("this system cannot lock files")
	}
	if err != nil {
		t.Fatal(err)
	}
	if second, err := LockFile(path); !errors.Is(err, ErrLocked) {
		second.Unlock()
		t.Fatalf("a second lock on a held file gave %v, want ErrLocked", err)
	}
	first.Unlock()
	first.Unlock() // a second Unlock does nothing
	again, err := LockFile(path)
	if err != nil {
		t.Fatalf("the file freed could not be locked again: %v", err)
	}
	again.Unlock()
}

func TestLockFileInAMissingFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none", "slot.lock")
	if l, err := LockFile(path); err == nil || errors.Is(err, ErrLocked) {
		l.Unlock()
		t.Fatalf("locking in a missing folder gave %v, want the system's error", err)
	}
}
