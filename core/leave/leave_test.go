package leave

import (
	"fmt"
	"math"
	"math/rand/v2"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"strings"
	"testing"
)

// TestShippedLeaves checks that each game has its own shipped table, which
// parses, writes back as it was read, and says what self-play found about
// the game's tiles.
func TestShippedLeaves(t *testing.T) {
	seen := map[*Table]string{}
	for _, r := range rules.All() {
		l := ForGame(r.ID)
		if other, ok := seen[l]; ok {
			t.Errorf("%s plays with the table of %s", r.Name, other)
		}
		seen[l] = r.Name
		again, err := Parse(l.Format())
		if err != nil || *again != *l {
			t.Fatalf("%s: the table does not survive Format and Parse: %v", r.Name, err)
		}
		value := func(letters string) float64 {
			c := tile.Count(coretest.RackOf(t, r, letters))
			return l.Value(&c)
		}
		if v := value(""); v != 0 {
			t.Errorf("%s: an empty leave is worth %v", r.Name, v)
		}
		if value("_") <= value("S") || value("Q") >= 0 || value("QU") <= value("Q") {
			t.Errorf("%s: blank %v, S %v, Q %v, QU %v", r.Name, value("_"), value("S"), value("Q"), value("QU"))
		}
		if above := lettersAbove(value, value("S")); above > 5 {
			t.Errorf("%s: an S kept is worth %v, less than %d other letters", r.Name, value("S"), above)
		}
		if value("II") >= value("I") || value("UUU") >= value("U") {
			t.Errorf("%s: duplicates are not penalised: I %v, II %v, U %v, UUU %v", r.Name, value("I"), value("II"), value("U"), value("UUU"))
		}
	}
	if ForGame("no such game") != Default() {
		t.Error("a game without a table of its own does not get ScraeBBKle's")
	}
}

// lettersAbove counts the letters A to Z worth more kept alone than v.
func lettersAbove(value func(string) float64, v float64) int {
	above := 0
	for c := 'A'; c <= 'Z'; c++ {
		if value(string(c)) > v {
			above++
		}
	}
	return above
}

// TestLeaveFeaturesMatchValue checks that the features the fitting tool
// regresses on give exactly the table's value: a table is its parameters.
func TestLeaveFeaturesMatchValue(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	params := randomParams(rng)
	l := FromParams(params)
	tiles := rules.ScraeBBKle().TileSet.Tiles()
	x := make([]float64, Params)
	for range 2000 {
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		c := tile.Count(tile.Rack(tiles[:rng.IntN(7)]))
		Features(&c, x)
		dot := 0.0
		for i := range x {
			dot += x[i] * params[i]
		}
		if v := l.Value(&c); math.Abs(v-dot) > 1e-9 {
			t.Fatalf("leave %v: value %v, features give %v", c, v, dot)
		}
	}
}

// TestPairsSurviveFormatAndParse checks that a table with pairs, as the
// fitting tool makes one, reads back as it was written, its pairs all or
// none.
func TestPairsSurviveFormatAndParse(t *testing.T) {
	l := FromParams(randomParams(rand.New(rand.NewPCG(3, 4))))
	text := l.Format("pairs")
	again, err := Parse(text)
	if err != nil || *again != *l {
		t.Fatalf("a table with pairs does not survive Format and Parse: %v", err)
	}
	if l.Pair['E'-'A']['R'-'A'] == 0 || !strings.Contains(text, "\nER ") || strings.Contains(text, "\nRE ") {
		t.Errorf("ER is %v, or not written in order", l.Pair['E'-'A']['R'-'A'])
	}
	noER := strings.Replace(text, "\nER ", "\n# ER ", 1)
	if _, err := Parse(noER); err == nil || !strings.Contains(err.Error(), "the table lacks ER") {
		t.Errorf("a table of pairs without ER: %v", err)
	}
	if _, err := Parse(text + "RE 1\n"); err == nil || !strings.Contains(err.Error(), `unknown entry "RE"`) {
		t.Errorf("a pair out of order: %v", err)
	}
}

// randomParams is a table's parameters drawn from rng, each a tenth of a
// point from -10 to 10.
func randomParams(rng *rand.Rand) []float64 {
	params := make([]float64, Params)
	for i := range params {
		params[i] = float64(rng.IntN(201)-100) / 10
	}
	return params
}

func TestParseLeavesRefusesBrokenTables(t *testing.T) {
	good := Default().Format("a comment")
	if _, err := Parse(good); err != nil {
		t.Fatal(err)
	}
	if l, err := Parse(qu(good, "2.5")); err != nil || l.QU != 2.5 {
		t.Fatalf("QU 2.5 reads as %v, %v", l, err)
	}
	line := func(key string) string { // the line number of key's entry
		return fmt.Sprintf("line %d: ", strings.Count(good[:strings.Index(good, "\n"+key+" ")+1], "\n")+1)
	}
	for name, c := range map[string]struct{ text, want string }{
		"missing rows": {strings.Replace(strings.Replace(good, "\nK ", "\n# K ", 1), "\nV6 ", "\n# V6 ", 1), "the table lacks K, V6"},
		"bad number":   {qu(good, "1,5"), line("QU") + `"1,5" is not a number`},
		"not a number": {qu(good, "NaN"), line("QU") + `"NaN" is not a number`},
		"infinite":     {qu(good, "-Inf"), `"-Inf" is not a number`},
		"unknown":      {good + "ZZ 1\n", `unknown entry "ZZ"`},
		"twice":        {good + "QU 1\n", "QU given twice"},
		"wrong count":  {strings.Replace(good, "\nV6 ", "\nV6 1 ", 1), line("V6") + "V6 takes 1 numbers, not 2"},
		"too few tile": {good[:strings.Index(good, "\nA ")] + "\nA 1\n" + good[strings.Index(good, "\nB "):], line("A") + "A takes 2 numbers, not 1"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// qu is the leave table text with the value of QU replaced by v.
func qu(text, v string) string {
	i := strings.Index(text, "\nQU ")
	j := i + 1 + strings.Index(text[i+1:], "\n")
	return text[:i] + "\nQU " + v + text[j:]
}

// FuzzParseLeaves reads leave tables from bytes: a table read is finite and
// is written by Format in a form that reads back to itself; anything else is refused with the line.
func FuzzParseLeaves(f *testing.F) {
	good := Default().Format("a comment")
	f.Add(good)
	f.Add(qu(good, "NaN"))
	f.Add(good + "QU 1\n")
	f.Add(strings.Replace(good, "\nV6 ", "\nV6 1 ", 1))
	f.Add("")
	f.Add(ForGame("classic").Format("pairs"))
	f.Fuzz(func(t *testing.T, text string) {
		l, err := Parse(text)
		if err != nil {
			if l != nil || !strings.HasPrefix(err.Error(), "line ") && !strings.HasPrefix(err.Error(), "the table lacks ") {
				t.Fatalf("ParseLeaves = %v, %v", l, err)
			}
			return
		}
		values := append(append(l.First[:], l.More[:]...), l.QU)
		for _, row := range l.Balance {
			values = append(values, row[:]...)
		}
		for _, row := range l.Pair {
			values = append(values, row[:]...)
		}
		for _, v := range values {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("a table with %v was read", v)
			}
		}
		// Format keeps one decimal: what it writes reads back as itself.
		once, err := Parse(l.Format())
		if err != nil {
			t.Fatalf("Format writes a table ParseLeaves refuses: %v", err)
		}
		if twice, err := Parse(once.Format()); err != nil || *twice != *once {
			t.Fatalf("the table does not survive Format and ParseLeaves: %v", err)
		}
	})
}
