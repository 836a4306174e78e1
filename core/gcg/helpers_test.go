package gcg_test

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"scraebbkle/core/gcg"
)

// players is the head of the small records the tests write: two players,
// on lines 1 and 2, so that the first event is on line 3.
const players = "#player1 ana Ana Lima\n#player2 ben Ben Okafor\n"

// mustParse reads text, failing the test where it cannot.
func mustParse(t *testing.T, text string) *gcg.Record {
	t.Helper()
	r, err := gcg.Parse("test.gcg", []byte(text))
	if err != nil {
		t.Fatalf("%v\nin:\n%s", err, text)
	}
	return r
}

// mustLoad reads the file at path, failing the test where it cannot.
func mustLoad(t *testing.T, path string) *gcg.Record {
	t.Helper()
	r, err := gcg.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// records are the paths of the records the tests read whole: this
// package's, and those core/export writes, which are the form ScraeBBKle
// itself writes.
func records(t testing.TB) []string {
	t.Helper()
	var paths []string
	for _, pattern := range []string{"testdata/*.gcg", "../export/testdata/*.gcg"} {
		found, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, found...)
	}
	if len(paths) < 7 {
		t.Fatalf("only %d records found", len(paths))
	}
	return paths
}

// readRecords is the text of each record records lists.
func readRecords(t testing.TB) [][]byte {
	t.Helper()
	var texts [][]byte
	for _, path := range records(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, data)
	}
	return texts
}

// normalised is a copy of r without what differs between a record and
// the same record written and read again: the lines, the order of the
// problems, which follows the lines, and the encoding, which the writer
// always names.
func normalised(r *gcg.Record) gcg.Record {
	n := *r
	n.Encoding = "UTF-8"
	n.Events = slices.Clone(r.Events)
	for i := range n.Events {
		n.Events[i].Line = 0
	}
	n.Pragmas = slices.Clone(r.Pragmas)
	for i := range n.Pragmas {
		n.Pragmas[i].Line = 0
	}
	n.Problems = slices.Clone(r.Problems)
	for i := range n.Problems {
		n.Problems[i].Line = 0
	}
	slices.SortFunc(n.Problems, func(a, b gcg.Problem) int { return cmp.Compare(a.What, b.What) })
	return n
}

// problemTexts are the record's problems as their Error says them.
func problemTexts(r *gcg.Record) []string {
	var texts []string
	for _, p := range r.Problems {
		texts = append(texts, p.Error())
	}
	return texts
}

// kinds are the kinds of the record's events, in order.
func kinds(r *gcg.Record) []gcg.Kind {
	var ks []gcg.Kind
	for _, e := range r.Events {
		ks = append(ks, e.Kind)
	}
	return ks
}
