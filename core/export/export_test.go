package export

import (
	"flag"
	"os"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/internal/playtest"
	"testing"
)

// update rewrites the golden files of the exports: go test ./core -run Export -update
var update = flag.Bool("update", false, "rewrite the golden files of the exports")

// TestExportGolden compares the text and GCG records of the example play
// (unfinished, a blank played) and of a seeded game between computers to the
// end with their golden files.
func TestExportGolden(t *testing.T) {
	example, exampleLevels := gametest.ExampleGame(t), playtest.ExampleLevels
	seededLevels := []computer.Level{computer.Normal, computer.Easy}
	seeded := playtest.SeededGame(t, 5, seededLevels, 1000)
	if !seeded.Over() {
		t.Fatal("the seeded game did not end")
	}
	tests := []struct {
		golden string
		export func(*game.Game, []computer.Level) string
		game   *game.Game
		levels []computer.Level
	}{
		{"testdata/example_record.txt", Text, example, exampleLevels},
		{"testdata/example_record.gcg", GCG, example, exampleLevels},
		{"testdata/seed5_record.txt", Text, seeded, seededLevels},
		{"testdata/seed5_record.gcg", GCG, seeded, seededLevels},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			got := tt.export(tt.game, tt.levels)
			if *update {
				if err := os.WriteFile(tt.golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(tt.golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("the export differs from %s:\n%s", tt.golden, got)
			}
		})
	}
}
