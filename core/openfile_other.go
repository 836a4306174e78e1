//go:build !unix

package core

import "os"

// openNoWait opens the file at path for reading.
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
