package shipped

import (
	"embed"
	"errors"
	"strings"
	"testing"
)

//go:embed testdata/*.txt
var files embed.FS

func TestTablesAreParsedOnce(t *testing.T) {
	parsed := 0
	tables := New(files, "internal/shipped", func(s string) (string, error) {
		parsed++
		if strings.HasPrefix(s, "bad") {
			return "", errors.New("bad table")
		}
		return strings.TrimSpace(s), nil
	})
	if !tables.Has("testdata/good.txt") || tables.Has("testdata/none.txt") {
		t.Fatal("Has is wrong")
	}
	if a, b := tables.Get("testdata/good.txt"), tables.Get("testdata/good.txt"); a != "good" || b != a || parsed != 1 {
		t.Fatalf("%q, %q, parsed %d times", a, b, parsed)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "internal/shipped/testdata/bad.txt: bad table") {
			t.Errorf("a broken table: %v", r)
		}
	}()
	tables.Get("testdata/bad.txt")
}
