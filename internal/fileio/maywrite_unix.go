//go:build unix

package fileio

import (
	"errors"
	"os"
	"syscall"
)

// mayWrite says why this program may not write the file at path, as its
// permissions have it for the program's user, or returns nil. The system
// lets an administrator write any file, so for one only the owner's
// permission counts, which Writable reads.
func mayWrite(path string) error {
	if os.Geteuid() == 0 {
		return nil
	}
	if err := syscall.Access(path, 2 /* W_OK */); err != nil {
		if errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EPERM) {
			return errors.New("its permissions do not let you write it")
		}
		return err
	}
	return nil
}
