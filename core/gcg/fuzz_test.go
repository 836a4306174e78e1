package gcg_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"scraebbkle/core/gcg"
)

// FuzzParse reads any text: it never panics; a file refused is refused
// with a *gcg.Error at a line, and a column, of the file; a record read
// is written as text that reads as the same record, and is written the
// same again.
func FuzzParse(f *testing.F) {
	for _, data := range readRecords(f) {
		f.Add(data)
	}
	for _, tt := range malformed {
		f.Add([]byte(tt.text))
	}
	f.Add([]byte(players + ">ana: A 8D AB +10 10\n>ana: A --  +0 0\n#note a\nb\n>cara:  (challenge) +5 5\n#rack3 Q\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := gcg.Parse("fuzz.gcg", data)
		if err != nil {
			checkPlace(t, data, err)
			return
		}
		text := r.String()
		again, err := gcg.Parse("again.gcg", []byte(text))
		if err != nil {
			t.Fatalf("the record written does not read: %v\n%s", err, text)
		}
		if got, want := normalised(again), normalised(r); !reflect.DeepEqual(got, want) {
			t.Fatalf("read again:\n%+v\nnot\n%+v\nwritten:\n%s", got, want, text)
		}
		if twice := again.String(); twice != text {
			t.Fatalf("written again:\n%s\nnot\n%s", twice, text)
		}
	})
}

// checkPlace fails unless err is a *gcg.Error at a line of data, and at a
// character of that line when it names a column.
func checkPlace(t *testing.T, data []byte, err error) {
	t.Helper()
	var ge *gcg.Error
	if !errors.As(err, &ge) {
		t.Fatalf("%v is not a *gcg.Error", err)
	}
	lines := fileLines(data)
	if ge.Line < 1 || ge.Line > max(1, len(lines)) {
		t.Fatalf("%v: the file has %d lines", err, len(lines))
	}
	if ge.Column < 0 || ge.Column > 0 && ge.Column > utf8.RuneCountInString(lines[ge.Line-1]) {
		t.Fatalf("%v: the line is %q", err, lines[ge.Line-1])
	}
	if !strings.HasPrefix(err.Error(), "fuzz.gcg: line ") {
		t.Fatalf("%q does not name the file and the line", err)
	}
}

// fileLines are the lines of data as an editor numbers them.
func fileLines(data []byte) []string {
	text := strings.TrimPrefix(string(data), "\uFEFF")
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}
