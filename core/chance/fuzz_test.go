package chance

import "testing"

// FuzzParse checks that Parse refuses what it cannot read without
// panicking, that what it reads has the shape Win relies on, and that
// Format writes it so that Parse reads it back the same.
func FuzzParse(f *testing.F) {
	f.Add("2  1 2 3 0.5  -1 2 3 0.5\n1  1 2 3 0.5  -1 2 3 0.5\n")
	f.Add("# c\n1 0 0.01 1e3 1  0 1 1 0  0 1 1 0\n")
	f.Add(ForGame("classic", 4).Format())
	f.Fuzz(func(t *testing.T, text string) {
		table, err := Parse(text)
		if err != nil {
			return
		}
		for tiles := 0; tiles <= table.Tiles()+1; tiles++ {
			for _, spread := range []int{-1000, -1, 0, 1, 1000} {
				if p := table.Win(spread, tiles, tiles); !(p >= 0 && p <= 1) {
					t.Fatalf("Win(%d, %d, %d) = %v", spread, tiles, tiles, p)
				}
			}
		}
		once := table.Format()
		again, err := Parse(once)
		if err != nil {
			t.Fatalf("the table as written does not read: %v\n%s", err, once)
		}
		if twice := again.Format(); twice != once {
			t.Fatalf("the table reads back otherwise:\n%s\n%s", once, twice)
		}
	})
}
