//go:build unix

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"scraebbkle/console"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
)

// FuzzOutputs names any of a folder's files, by any of their names, for
// the save file, the record and the files read: the outputs are refused
// exactly when two of them, or one and a file read, are one file (but for
// the save that -resume goes on writing), checked by the files'
// identities; what they accept they write, and no file read changes.
func FuzzOutputs(f *testing.F) {
	g := newGame(f)
	f.Add(uint8(0), uint8(1), uint8(2), uint8(3), uint8(4))
	f.Add(uint8(0), uint8(0), uint8(9), uint8(9), uint8(9))
	f.Add(uint8(1), uint8(5), uint8(9), uint8(2), uint8(0))
	f.Add(uint8(6), uint8(7), uint8(8), uint8(9), uint8(5))
	f.Fuzz(func(t *testing.T, saved, record, board, words, resume uint8) {
		dir := t.TempDir()
		names := folderOfNames(t, dir)
		pick := func(n uint8) string {
			if int(n) >= len(names) {
				return ""
			}
			return names[n]
		}
		opts := options{save: pick(saved), gcg: pick(record), board: pick(board), words: pick(words), resume: pick(resume)}
		before := snapshotFiles(t, dir)
		o, err := newOutputs(opts, &save.Extras{}, io.Discard)
		if want := clash(opts); (err != nil) != (want != "") {
			t.Fatalf("%+v: newOutputs said %v; the files that are one: %q", opts, err, want)
		}
		if err != nil {
			if after := snapshotFiles(t, dir); after != before {
				t.Fatalf("%+v: refusing the outputs changed the folder:\n%s\n%s", opts, before, after)
			}
			return
		}
		o.keep(g)
		for _, in := range []string{opts.board, opts.words, opts.resume} {
			if in == "" || in == opts.resume && opts.save == "" || in == opts.resume && identity(in) == identity(opts.save) {
				continue
			}
			if data, err := os.ReadFile(in); err == nil && string(data) != "kept" {
				t.Fatalf("%+v: %s, read by the game, was written", opts, in)
			}
		}
		if o.unwritten() {
			t.Fatalf("%+v: a write failed", opts)
		}
	})
}

// newGame is a game of ScraeBBKle between two humans, not yet begun.
func newGame(t testing.TB) *game.Game {
	cfg, err := console.DefaultConfig(1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(cfg.Referee, cfg.DefaultBoard, cfg.NewBag(), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// folderOfNames makes files in dir under several names each, and returns
// the names: a file and a hard link to it, a symbolic link to it, the
// file by a path that goes through a linked folder, another file, and
// names of no file yet, two of them one name written two ways.
func folderOfNames(t *testing.T, dir string) []string {
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.txt")
	for _, p := range []string{a, b} {
		if err := os.WriteFile(p, []byte("kept"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	hard, soft, via := filepath.Join(dir, "hard.json"), filepath.Join(dir, "soft.json"), filepath.Join(dir, "via")
	if os.Link(a, hard) != nil || os.Symlink(a, soft) != nil || os.Symlink(dir, via) != nil {
		t.Skip("this system cannot link files")
	}
	return []string{a, hard, soft, filepath.Join(via, "a.json"), b,
		filepath.Join(dir, "new.gcg"), filepath.Join(via, "new.gcg"), filepath.Join(dir, "x", "..", "new.gcg"), filepath.Join(dir, "other.gcg")}
}

// clash names the two flags of opts that name one file, by the identity
// of the files, or returns "".
func clash(opts options) string {
	type named struct{ flag, path string }
	out := []named{{"-save", opts.save}, {"-gcg", opts.gcg}}
	if opts.save == "" {
		out[0] = named{"-resume", opts.resume}
	}
	in := []named{{"-board", opts.board}, {"-words", opts.words}, {"-resume", opts.resume}}
	for i, o := range out {
		if o.path == "" {
			continue
		}
		for _, p := range append(out[:i:i], in...) {
			if p.path == "" || i == 0 && p.flag == "-resume" {
				continue
			}
			if identity(o.path) == identity(p.path) {
				return o.flag + " and " + p.flag
			}
		}
	}
	return ""
}

// identity is what tells a file from another: its device and inode when
// it exists, else its path with every link followed.
func identity(path string) string {
	if info, err := os.Stat(path); err == nil {
		return fileIdentity(info)
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		dir = filepath.Dir(path)
	}
	return filepath.Join(dir, filepath.Base(path))
}

// snapshotFiles is every file of dir with what it holds.
func snapshotFiles(t *testing.T, dir string) string {
	var s strings.Builder
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		s.WriteString(e.Name() + ": " + string(data) + "\n")
	}
	return s.String()
}

// fileIdentity is the device and inode of the file info describes.
func fileIdentity(info os.FileInfo) string {
	st := info.Sys().(*syscall.Stat_t)
	return fmt.Sprintf("%d:%d", st.Dev, st.Ino)
}
