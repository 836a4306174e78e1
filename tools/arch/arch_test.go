package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// root is the module's root, from this package's folder.
const root = "../.."

// TestPageMatchesCode fails when docs/architecture.md no longer draws the
// packages as they import each other.
func TestPageMatchesCode(t *testing.T) {
	g, err := load(root)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, page))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fenced(string(text)), render(g); got != want {
		t.Errorf("%s does not match the code: run make arch and read the change.\nIt says:\n%s\nThe code says:\n%s", page, got, want)
	}
}

// forbidden lists, for packages under a path, what they may never import,
// directly or not: the engine knows no user interface, and neither user
// interface knows the other.
var forbidden = map[string][]string{
	"core/":     {"fyne.io/", "scraebbkle/ui", "scraebbkle/console"},
	"internal/": {"fyne.io/", "scraebbkle/ui", "scraebbkle/console", "scraebbkle/core"},
	"console":   {"fyne.io/", "scraebbkle/ui"},
	"ui":        {"scraebbkle/console"},
}

// TestImportsGoDown checks the packages against forbidden, through all
// their dependencies.
func TestImportsGoDown(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps=false", "-f", "{{.ImportPath}}\t{{join .Deps \" \"}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for line := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
		pkg, deps, _ := strings.Cut(line, "\t")
		path := strings.TrimPrefix(pkg, "scraebbkle/")
		for under, never := range forbidden {
			if !strings.HasPrefix(path, under) {
				continue
			}
			checked++
			for dep := range strings.FieldsSeq(deps) {
				for _, f := range never {
					if strings.HasPrefix(dep, f) {
						t.Errorf("%s imports %s", pkg, dep)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no package was checked")
	}
}

// TestRenderDrawsLayers checks the drawing on a small graph: a package
// that imports another through a third has no arrow of its own to it,
// and the table numbers the layers from the bottom.
func TestRenderDrawsLayers(t *testing.T) {
	g := graph{"a": {"b", "c"}, "b": {"c"}, "c": nil, ".": {"a"}}
	if got := reduced(g, "a"); !reflect.DeepEqual(got, []string{"b"}) {
		t.Errorf("reduced(a) = %v, want [b]", got)
	}
	want := map[string]int{"c": 0, "b": 1, "a": 2, ".": 3}
	if got := layer(g); !reflect.DeepEqual(got, want) {
		t.Errorf("layer = %v, want %v", got, want)
	}
	out := render(g)
	for _, s := range []string{"  a --> b\n", "  main --> a\n", "| 0 | c | — |\n", "| 2 | a | b, c |\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("render lacks %q:\n%s", s, out)
		}
	}
	if strings.Contains(out, "a --> c") {
		t.Errorf("render draws the implied a --> c:\n%s", out)
	}
}

// TestSpliceKeepsTheRest checks that only the fenced part changes.
func TestSpliceKeepsTheRest(t *testing.T) {
	text := "before\n" + begin + "\nold\n" + end + "\nafter\n"
	got, err := splice(text, "new\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "before\n" + begin + "\nnew\n" + end + "\nafter\n"; got != want {
		t.Errorf("splice = %q, want %q", got, want)
	}
	if fenced(got) != "new\n" {
		t.Errorf("fenced = %q", fenced(got))
	}
	if _, err := splice("no markers", "x"); err == nil {
		t.Error("splice accepted a page without markers")
	}
}
