package main

import (
	"cmp"
	"fmt"
	"io"

	"scraebbkle/console"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
)

// output is a file the console game writes after every turn: the saved
// game or its record.
type output struct {
	flag   string                  // the flag that names it: "-save"
	path   string                  // the file
	verb   string                  // what writing it does, for messages: "save the game"
	data   func(*game.Game) []byte // what is written
	failed error                   // why the last write failed, or nil
}

// outputs are the files a console game writes after every turn. Each is
// written whole or not at all, so that a failed write leaves the last
// good file as it was; the first failure of a run of them is said on
// stderr with its reason, and so is the write that works again.
type outputs struct {
	files  []*output
	stderr io.Writer
}

// file is a file named on the command line: by which flag, and where.
type file struct{ flag, path string }

// newOutputs makes the outputs that the flags of opts name, with what
// extras says of the game besides, or says why they cannot be written:
// a file that is not a regular file or is read-only, a folder where no
// file can be made, or two of the files, or one and a file the game
// reads, that are the same file. -resume's save file goes on being
// written, unless -save names another.
func newOutputs(opts options, extras *save.Extras, stderr io.Writer) (*outputs, error) {
	o := &outputs{stderr: stderr}
	if path := cmp.Or(opts.save, opts.resume); path != "" {
		flag := "-save"
		if opts.save == "" {
			flag = "-resume"
		}
		o.files = append(o.files, &output{flag: flag, path: path, verb: "save the game",
			data: func(g *game.Game) []byte { return save.Marshal(g, *extras) }})
	}
	if opts.gcg != "" {
		o.files = append(o.files, &output{flag: "-gcg", path: opts.gcg, verb: "write the game's record",
			data: func(g *game.Game) []byte { return []byte(export.GCG(g, extras.Levels)) }})
	}
	if err := o.checkApart(inputs(opts)); err != nil {
		return nil, err
	}
	for _, f := range o.files {
		if err := fileio.CanWrite(f.path); err != nil {
			return nil, fmt.Errorf("cannot %s: %w", f.verb, err)
		}
	}
	return o, nil
}

// inputs are the files that the flags of opts name for the game to read.
func inputs(opts options) []file {
	var in []file
	if opts.board != "" {
		in = append(in, file{"-board", console.BoardPath(opts.board)})
	}
	if opts.words != "" {
		in = append(in, file{"-words", opts.words})
	}
	if opts.resume != "" {
		in = append(in, file{"-resume", opts.resume})
	}
	return in
}

// checkApart refuses two outputs that are one file, and an output that is
// one of the files read, but for the save file that -resume goes on
// writing.
func (o *outputs) checkApart(read []file) error {
	for i, f := range o.files {
		for _, g := range o.files[:i] {
			if fileio.SameFile(f.path, g.path) {
				return sameFile(g.flag, f.flag, f.path)
			}
		}
		for _, in := range read {
			if in.flag == "-resume" && f == o.files[0] && f.flag != "-gcg" {
				continue // the save goes on being written where it was read
			}
			if fileio.SameFile(f.path, in.path) {
				return sameFile(in.flag, f.flag, f.path)
			}
		}
	}
	return nil
}

// sameFile says that two flags name one file.
func sameFile(first, second, path string) error {
	return fmt.Errorf("%s and %s name the same file, %s: writing the one would destroy the other", first, second, fileio.ShownName(path))
}

// keep writes game g to every output.
func (o *outputs) keep(g *game.Game) {
	for _, f := range o.files {
		o.write(f, g)
	}
}

// write writes game g to output f, and says so on stderr when it fails
// after working, or works after failing.
func (o *outputs) write(f *output, g *game.Game) {
	err := fileio.WriteAtomic(f.path, f.data(g))
	switch {
	case err != nil && f.failed == nil:
		fmt.Fprintf(o.stderr, "scraebbkle: cannot %s: %v; the file keeps the last turn written, and the game goes on\n", f.verb, err)
	case err == nil && f.failed != nil:
		fmt.Fprintf(o.stderr, "scraebbkle: could %s to %s again\n", f.verb, fileio.ShownName(f.path))
	}
	f.failed = err
}

// unwritten reports whether the last write of any output failed: a file
// that does not hold the game as it ended.
func (o *outputs) unwritten() bool {
	for _, f := range o.files {
		if f.failed != nil {
			return true
		}
	}
	return false
}
