//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos || windows)

package fileio

import "errors"

// lockFile cannot lock a file on this system.
func lockFile(string) (func(), error) {
	return nil, errors.ErrUnsupported
}
