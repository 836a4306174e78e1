//go:build unix

package core

import (
	"os"
	"syscall"
)

// openNoWait opens the file at path for reading without waiting: a named
// pipe opened for reading otherwise waits for a writer.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
