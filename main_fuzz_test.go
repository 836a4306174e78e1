package main

import (
	"io"
	"net"
	"strings"
	"testing"
)

// FuzzFlags runs the program with any command line, split at NUL bytes,
// in a scratch folder and with no input, but for one that would open the
// window: it ends with an exit status the console page documents, says
// why on standard error when it refuses the flags, and never panics. Names
// that could reach outside the scratch folder are passed over.
func FuzzFlags(f *testing.F) {
	for _, args := range [][]string{
		{"-console"},
		{"-console", "-rules", "classic", "-seed", "3", "-ai2", "strong", "-save", "g.json", "-gcg", "g.gcg"},
		{"-console", "-resume", "g.json", "-gcg", "g.json"},
		{"-moves", "-rules", "classic", "-cgp", "15" + empty + " AB/ 0/0 0", "-board", "classicBoard.txt"},
		{"-moves", "-cgp", "A9223372036854775807B9223372036854775807C14" + empty + " AB/ 0/0 0", "-rules", "classic"},
		{"-moves", "-cgp", "x", "-console", "-seed", "1"},
		{"-version", "-words", ""},
		{"-console", "-board", "", "-words", "w.txt"},
		{"-h"},
		{"-ai1", "easy", "extra"},
	} {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\x00")
		for _, a := range args {
			if strings.ContainsAny(a, `/\`) || strings.HasPrefix(a, "..") || strings.HasPrefix(a, "~") {
				return
			}
		}
		opts, err := parseFlags(args, io.Discard)
		if err == nil && (modeOf(opts) == windowMode || !loopback(opts.host) || !loopback(opts.join)) {
			return // the window needs a display; the network, loopback only
		}
		t.Chdir(t.TempDir())
		var out, errs strings.Builder
		status := run(args, strings.NewReader(""), &out, &errs)
		switch {
		case status < exitOK || status > exitUnsaved:
			t.Fatalf("%q: exit status %d", args, status)
		case status == exitUsage && errs.Len() == 0:
			t.Fatalf("%q: refused without a word", args)
		case status == exitOK && err == nil && errs.Len() > 0 && !opts.moves:
			t.Fatalf("%q: a success that says %q", args, errs.String())
		}
	})
}

// loopback reports whether an address to host or join at is empty or on
// loopback, where a test may send traffic.
func loopback(addr string) bool {
	if addr == "" {
		return true
	}
	h, _, err := net.SplitHostPort(addr)
	ip := net.ParseIP(h)
	return err == nil && ip != nil && ip.IsLoopback()
}
