// Package shipped reads the tables a package ships embedded in the
// program, each parsed once, the first time it is asked for.
package shipped

import (
	"embed"
	"io/fs"
	"sync"
)

// Tables are the tables of an embedded file system, parsed by Parse.
type Tables[T any] struct {
	files embed.FS
	where string // the package's folder, for the message of a broken file
	parse func(string) (T, error)
	cache sync.Map
}

// New reads the tables of files, from the package at folder where, with
// parse.
func New[T any](files embed.FS, where string, parse func(string) (T, error)) *Tables[T] {
	return &Tables[T]{files: files, where: where, parse: parse}
}

// Has reports whether a table of that file name is shipped.
func (t *Tables[T]) Has(name string) bool {
	_, err := fs.Stat(t.files, name)
	return err == nil
}

// Get is the table of the file name, parsed once. A shipped table that
// does not parse is a fault of the build, and panics.
func (t *Tables[T]) Get(name string) T {
	if v, ok := t.cache.Load(name); ok {
		return v.(T)
	}
	text, err := t.files.ReadFile(name)
	if err == nil {
		var v T
		if v, err = t.parse(string(text)); err == nil {
			actual, _ := t.cache.LoadOrStore(name, v)
			return actual.(T)
		}
	}
	panic(t.where + "/" + name + ": " + err.Error())
}
