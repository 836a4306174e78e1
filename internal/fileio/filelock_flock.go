//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package fileio

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes the system's advisory lock on the file at path, which
// each open file holds apart, so that a second lock fails even in the same
// program.
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return func() { f.Close() }, nil
}
