package fileio

import "errors"

// ErrLocked is returned by LockFile when another program, or another lock
// in this one, holds the file.
var ErrLocked = errors.New("the file is locked by another program")

// FileLock is a lock on a file, held until Unlock or until the program
// ends, however it ends: the system frees it with the program.
type FileLock struct {
	unlock func()
}

// LockFile creates the file at path if need be and locks it, without
// waiting. It returns ErrLocked when the file is locked already, and
// another error when the system cannot lock it at all (some network shares
// cannot).
func LockFile(path string) (*FileLock, error) {
	unlock, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	return &FileLock{unlock: unlock}, nil
}

// Unlock frees the lock. It may be called on a nil lock, and more than once.
func (l *FileLock) Unlock() {
	if l == nil || l.unlock == nil {
		return
	}
	l.unlock()
	l.unlock = nil
}
