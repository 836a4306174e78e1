package fileio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"scraebbkle/internal/prose"
)

// WriteAtomic writes data to the file at path so that the file is
// always either what it was or all of data, whenever the program stops: it
// writes a temporary file in the same folder, flushes it to the disk and
// renames it over path. A symbolic link is followed, so that the file it
// points to is written and the link kept. It writes only a regular file
// or a name that does not exist yet, never a folder, a device or a named
// pipe, and never a file its permissions keep from being written, even
// when the program runs as an administrator (see [Writable]). An error
// names path, not the temporary file.
func WriteAtomic(path string, data []byte) (err error) {
	if err := Writable(path); err != nil {
		return err
	}
	named, path := path, followed(path)
	f, err := createBeside(path)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			err = naming(named, err)
		}
	}()
	if err = writeTo(f, data); err != nil {
		return err
	}
	// Best effort: some file systems (FAT on a USB stick, many network
	// shares) refuse to change a file's permissions, and the file is as
	// good without.
	f.Chmod(modeFor(path))
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	syncDir(filepath.Dir(path))
	return nil
}

// writeTo writes data to file f: a variable, so that the tests can fill
// the disk.
var writeTo = func(f *os.File, data []byte) error {
	_, err := f.Write(data)
	return err
}

// modeFor is the permission a file written to path gets: the file's own, if
// it exists, or else readable by all and writable by its owner.
func modeFor(path string) fs.FileMode {
	if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() {
		return info.Mode().Perm()
	}
	return 0o644
}

// CanWrite reports, with the reason, whether WriteAtomic could write
// the file at path now: whether path may be written ([Writable]), and a
// file can be made in its folder.
func CanWrite(path string) error {
	if err := Writable(path); err != nil {
		return err
	}
	f, err := createBeside(followed(path))
	if err != nil {
		return naming(path, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// Writable refuses, in plain words, to write over what path names
// unless it is a regular file that its permissions let this program
// write: a folder, a device such as /dev/null, a named pipe or a socket,
// or a file made read-only, which an administrator could otherwise write
// over. A name that does not exist yet may be written, but not a symbolic
// link to a file that does not exist, which writing would replace.
func Writable(path string) error {
	info, err := os.Stat(path)
	if err != nil {
		if link, lerr := os.Readlink(path); lerr == nil {
			return &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("a symbolic link to %s, which cannot be reached", ShownName(link))}
		}
		return nil // nothing there yet, or nothing the program can see: making the file will say
	}
	switch {
	case !IsFile(info.Mode()):
		err = errors.New("not a file but " + kindOf(info.Mode()))
	case info.Mode().Perm()&0o200 == 0:
		err = errors.New("the file is read-only")
	default:
		err = mayWrite(path)
	}
	if err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}

// followed is the file path names, through any symbolic links, or path
// itself when it names none yet.
func followed(path string) string {
	if target, err := filepath.EvalSymlinks(path); err == nil {
		return target
	}
	return path
}

// createBeside makes a new temporary file in the folder of path.
func createBeside(path string) (*os.File, error) {
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	// The temporary name begins like the file's, but short enough (at
	// most 40 characters, 160 bytes) that a file name near the system's
	// limit of 255 bytes leaves room for the rest.
	start, _ := prose.CutShort(name)
	f, err := os.CreateTemp(dir, "."+start+".*.tmp")
	if err != nil {
		return nil, naming(path, err)
	}
	return f, nil
}

// naming gives err, a failure to write the file at path, as one about path,
// whichever file or files the system named.
func naming(path string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: "write", Path: path, Err: err}
}

// syncDir flushes a folder's entries to the disk, so that a rename in it
// survives a crash. Not every system can, so failures are ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
