//go:build !unix

package fileio

import "os"

// irregularFiles reports whether a file the system calls irregular is read
// as a file: on Windows, Go calls irregular some files that are files to
// the user, such as OneDrive's placeholders for files kept online.
const irregularFiles = true

// openNoWait opens the file at path for reading.
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
