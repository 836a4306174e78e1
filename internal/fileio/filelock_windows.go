package fileio

import (
	"errors"
	"os"
	"syscall"
)

// errSharingViolation is Windows' answer to opening a file that another
// handle holds without sharing it.
const errSharingViolation syscall.Errno = 32

// lockFile opens the file at path shared with no one, so that every other
// attempt to open it fails until it is closed.
func lockFile(path string) (func(), error) {
	name, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := syscall.CreateFile(name, syscall.GENERIC_READ|syscall.GENERIC_WRITE, 0, nil,
		syscall.OPEN_ALWAYS, syscall.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		if errors.Is(err, errSharingViolation) {
			return nil, ErrLocked
		}
		return nil, &os.PathError{Op: "lock", Path: path, Err: err}
	}
	f := os.NewFile(uintptr(h), path)
	return func() { f.Close() }, nil
}
