//go:build unix

package fileio

import (
	"os"
	"syscall"
)

// irregularFiles reports whether a file the system calls irregular is read
// as a file: not here, where that is no kind of file the program knows.
const irregularFiles = false

// openNoWait opens the file at path for reading without waiting: a named
// pipe opened for reading otherwise waits for a writer.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
