package fileio

import (
	"os"
	"path/filepath"
)

// SameFile reports whether paths a and b name the same file: one file
// under two names, through links, hard or symbolic, or through folders
// written two ways. Names that do not exist yet are the same when they
// would make the same file.
func SameFile(a, b string) bool {
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	switch {
	case errA == nil && errB == nil:
		return os.SameFile(ia, ib)
	case errA == nil || errB == nil:
		return false
	}
	return resolved(a) == resolved(b)
}

// resolved is the absolute path that a name not yet made would have, its
// folder's symbolic links followed.
func resolved(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	dir, name := filepath.Split(abs)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return filepath.Join(dir, name)
}
