package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"

	"scraebbkle/console"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
)

// output is a file the console game writes: after every turn the saved
// game or its record, and when they change the seats of a hosted game.
type output struct {
	flag   string                  // the flag that names it: "-save"
	path   string                  // the file
	verb   string                  // what writing it does, for messages: "save the game"
	kept   string                  // what the file keeps when a write fails: "the last turn written"
	goesOn string                  // the input it goes on writing, which it may be: "-resume"
	data   func(*game.Game) []byte // what is written after every turn; nil for the seats
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

// The seats of a hosted game, kept beside its save so that -resume can
// host it again and its guests come back: as they are named in messages.
const (
	seatsOut = "-host's seats file"
	seatsIn  = "-resume's seats file"
)

// newOutputs makes the outputs that the flags of opts name, with what
// extras says of the game besides, or says why they cannot be written:
// a file that is not a regular file or is read-only, a folder where no
// file can be made, or two of the files, or one and a file the game
// reads, that are the same file. -resume's save file, and the seats kept
// beside it, go on being written, unless -save names another.
func newOutputs(opts options, extras *save.Extras, stderr io.Writer) (*outputs, error) {
	o := &outputs{stderr: stderr}
	const turn = "the last turn written"
	if path := cmp.Or(opts.save, opts.resume); path != "" {
		flag := "-save"
		if opts.save == "" {
			flag = "-resume"
		}
		o.files = append(o.files, &output{flag: flag, path: path, verb: "save the game", kept: turn, goesOn: "-resume",
			data: func(g *game.Game) []byte { return save.Marshal(g, *extras) }})
	}
	if opts.gcg != "" {
		o.files = append(o.files, &output{flag: "-gcg", path: opts.gcg, verb: "write the game's record", kept: turn,
			data: func(g *game.Game) []byte { return []byte(export.GCG(g, extras.Levels)) }})
	}
	if path := seatsWritten(opts); path != "" {
		o.files = append(o.files, &output{flag: seatsOut, path: path, verb: "keep the game's seats, for hosting it again",
			kept: "the seats last written", goesOn: seatsIn})
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
	if path := seatsRead(opts); path != "" {
		in = append(in, file{seatsIn, path})
	}
	return in
}

// checkApart refuses two outputs that are one file, and an output that is
// one of the files read, but for the save file, and its seats, that
// -resume goes on writing.
func (o *outputs) checkApart(read []file) error {
	for i, f := range o.files {
		for _, g := range o.files[:i] {
			if fileio.SameFile(f.path, g.path) {
				return sameFile(g.flag, f.flag, f.path)
			}
		}
		for _, in := range read {
			if in.flag == f.goesOn {
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

// keep writes game g to every output written after every turn.
func (o *outputs) keep(g *game.Game) {
	for _, f := range o.files {
		if f.data != nil {
			o.write(f, f.data(g))
		}
	}
}

// keepSeats writes the seats of the hosted game to their file, when
// there is one.
func (o *outputs) keepSeats(s console.Seats) {
	for _, f := range o.files {
		if f.flag == seatsOut {
			data, _ := json.MarshalIndent(s, "", "  ")
			o.write(f, append(data, '\n'))
		}
	}
}

// write writes data to output f, and says so on stderr when it fails
// after working, or works after failing.
func (o *outputs) write(f *output, data []byte) {
	err := fileio.WriteAtomic(f.path, data)
	switch {
	case err != nil && f.failed == nil:
		fmt.Fprintf(o.stderr, "scraebbkle: cannot %s: %v; the file keeps %s, and the game goes on\n", f.verb, err, f.kept)
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
