package leave

import (
	"embed"
	"fmt"
	"math"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
	"slices"
	"strconv"
	"strings"

	"scraebbkle/internal/shipped"
)

// maxLeave bounds the vowels and consonants a leave's balance counts: a
// full rack.
const maxLeave = tile.MaxRack

// leaveTiles is the most tiles a leave holds: a full rack less the one tile
// a move plays at least. The balance has a row for each number of vowels
// kept, 0..leaveTiles.
const leaveTiles = tile.MaxRack - 1

// Table values the tiles a player keeps after a move (the leave), in
// points: roughly how many more points the player scores with those tiles
// on the rack than with the average leave, in the next move or, as the
// classic table is fitted, over the moves after it too. The value of a
// leave is the sum of four parts:
//
//   - First[c] for each kind of tile c kept, plus More[c] for each further
//     copy of it (a second I is usually worth much less than the first);
//   - QU when both a Q and a U are kept;
//   - Pair[a][b] (a < b) for each other pair of kinds a and b kept
//     together, how much more or less they are worth together than apart
//     (E and R more, two tiles that make few words together less);
//   - Balance[v][k] for v vowels (A E I O U) and k consonants kept, blanks
//     counting as neither.
//
// Slots 0..25 are the letters 'A'..'Z', slot 26 the blank. The shipped table
// is derived from self-play by tools/leaves (`make leaves`); see
// [Default].
type Table struct {
	First   [tile.Kinds]float64
	More    [tile.Kinds]float64
	QU      float64
	Pair    [tile.Kinds][tile.Kinds]float64 // [a][b] with a < b; 0 elsewhere, and for Q and U, which QU is
	Balance [maxLeave + 1][maxLeave + 1]float64
}

// files holds the leave tables derived for the games, each in a file
// named for the game's rules.Set ID (leaves.txt for ScraeBBKle).
//
//go:embed *.txt
var files embed.FS

// tables are the shipped tables, by file name, parsed once each.
var tables = shipped.New(files, "core/leave", Parse)

// Default is the shipped leave table of ScraeBBKle, core/leave/leaves.txt.
// The caller must not change it.
func Default() *Table { return tables.Get("leaves.txt") }

// ForGame is the shipped leave table of the game whose rules.Set ID is id,
// core/leave/ID.txt, or ScraeBBKle's when none was derived for it. The
// caller must not change it.
func ForGame(id string) *Table {
	if !tables.Has(id + ".txt") {
		return Default()
	}
	return tables.Get(id + ".txt")
}

// isVowel reports whether leave slot c is a vowel: A, E, I, O or U.
func isVowel(c int) bool { return c < 26 && vowelSlots>>c&1 != 0 }

// vowelSlots has a bit set for each vowel's slot.
const vowelSlots = 1 | 1<<('E'-'A') | 1<<('I'-'A') | 1<<('O'-'A') | 1<<('U'-'A')

// slotName is how the table writes slot c: its letter, or '_' for the blank.
func slotName(c int) string {
	if c == tile.BlankIndex {
		return "_"
	}
	return string(rune('A' + c))
}

// balance counts the vowels and the consonants among the tiles; blanks are
// neither.
func balance(c *tile.Counts) (vowels, consonants int) {
	for s, n := range c {
		switch {
		case s == tile.BlankIndex:
		case isVowel(s):
			vowels += n
		default:
			consonants += n
		}
	}
	return vowels, consonants
}

// Value is the value of keeping the counted tiles. It is called for every
// part of every rack a search ranks, so it reads the counts once.
func (l *Table) Value(c *tile.Counts) float64 {
	v := 0.0
	vowels, consonants := 0, 0
	var kinds [tile.Kinds]int // the kinds counted so far, for the pairs
	k := 0
	for s, n := range c {
		if n == 0 {
			continue
		}
		v += l.First[s] + float64(n-1)*l.More[s]
		for _, a := range kinds[:k] {
			v += l.Pair[a][s]
		}
		kinds[k] = s
		k++
		switch {
		case s == tile.BlankIndex:
		case vowelSlots>>s&1 != 0:
			vowels += n
		default:
			consonants += n
		}
	}
	if c['Q'-'A'] > 0 && c['U'-'A'] > 0 {
		v += l.QU
	}
	return v + l.Balance[min(vowels, maxLeave)][min(consonants, maxLeave)]
}

// The parameters of a leave table as one vector, for fitting: First, More,
// QU, then the Balance cells of leaves of 1 to leaveTiles tiles (v+k from 1
// to leaveTiles), row by row, then the pairs a < b but Q and U, in order.
// Balance[0][0] is the empty leave, worth 0 by definition.
const (
	paramFirst   = 0
	paramMore    = paramFirst + tile.Kinds
	paramQU      = paramMore + tile.Kinds
	paramBalance = paramQU + 1
	balanceCells = (leaveTiles+1)*(leaveTiles+2)/2 - 1 // the (v, k) with 1 <= v+k <= leaveTiles
	paramPair    = paramBalance + balanceCells
	pairs        = tile.Kinds*(tile.Kinds-1)/2 - 1 // every a < b but Q and U
	// Params is the length of a leave table's parameter vector.
	Params = paramPair + pairs
)

// pairParam maps Pair[a][b] to its parameter index, or -1 for a pair that
// is not a parameter (a >= b, or Q and U).
var pairParam = func() (idx [tile.Kinds][tile.Kinds]int) {
	i := paramPair
	for a := range tile.Kinds {
		for b := range tile.Kinds {
			idx[a][b] = -1
			if a < b && !isQU(a, b) {
				idx[a][b] = i
				i++
			}
		}
	}
	return idx
}()

// isQU reports whether slots a and b are Q and U, in that order or the
// other, whose pair is the table's QU.
func isQU(a, b int) bool {
	q, u := int('Q'-'A'), int('U'-'A')
	return a == q && b == u || a == u && b == q
}

// balanceParam maps Balance[v][k] to its parameter index, or -1 for a cell
// that is not a parameter.
var balanceParam = func() (idx [maxLeave + 1][maxLeave + 1]int) {
	i := paramBalance
	for v := range maxLeave + 1 {
		for k := range maxLeave + 1 {
			idx[v][k] = -1
			if n := v + k; n >= 1 && n <= leaveTiles {
				idx[v][k] = i
				i++
			}
		}
	}
	return idx
}()

// balanceIndex returns the parameter index of Balance[v][k], or -1.
func balanceIndex(v, k int) int {
	if v > maxLeave || k > maxLeave {
		return -1
	}
	return balanceParam[v][k]
}

// Features writes into x (of length LeaveParams) the features of the
// counted leave, such that its value is the dot product of x with the
// table's parameters.
func Features(c *tile.Counts, x []float64) {
	clear(x[:Params])
	for s, n := range c {
		if n > 0 {
			x[paramFirst+s] = 1
			x[paramMore+s] = float64(n - 1)
		}
	}
	vowels, consonants := balance(c)
	if c['Q'-'A'] > 0 && c['U'-'A'] > 0 {
		x[paramQU] = 1
	}
	if i := balanceIndex(vowels, consonants); i >= 0 {
		x[i] = 1
	}
	for a := range c {
		for b := a + 1; b < len(c) && c[a] > 0; b++ {
			if i := pairParam[a][b]; c[b] > 0 && i >= 0 {
				x[i] = 1
			}
		}
	}
}

// FromParams makes a table from a parameter vector of length
// LeaveParams, each value rounded to a tenth of a point as the table file
// keeps it.
func FromParams(p []float64) *Table {
	round := func(f float64) float64 {
		v, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'f', 1, 64), 64)
		return v
	}
	l := &Table{QU: round(p[paramQU])}
	for s := range tile.Kinds {
		l.First[s], l.More[s] = round(p[paramFirst+s]), round(p[paramMore+s])
	}
	for v := range maxLeave + 1 {
		for k := range maxLeave + 1 {
			if i := balanceIndex(v, k); i >= 0 {
				l.Balance[v][k] = round(p[i])
			}
		}
	}
	for a := range tile.Kinds {
		for b := range tile.Kinds {
			if i := pairParam[a][b]; i >= 0 {
				l.Pair[a][b] = round(p[i])
			}
		}
	}
	return l
}

// Format writes the table in the form ParseLeaves reads, after the comment
// lines given (each is written with a leading "# ").
func (l *Table) Format(comments ...string) string {
	var b strings.Builder
	for _, c := range comments {
		b.WriteString(strings.TrimRight("# "+c, " ") + "\n")
	}
	f := func(v float64) string { return fmt.Sprintf("%6.1f", v) }
	b.WriteString("\n# tile, value of the first one kept, of each further copy\n")
	for s := range tile.Kinds {
		fmt.Fprintf(&b, "%s %s %s\n", slotName(s), f(l.First[s]), f(l.More[s]))
	}
	fmt.Fprintf(&b, "\n# Q and U kept together\nQU %s\n", f(l.QU))
	fmt.Fprintf(&b, "\n# balance: a row for each number of vowels kept (0..%d), a column for each\n", leaveTiles)
	fmt.Fprintf(&b, "# number of consonants kept (0..%d - vowels); blanks count as neither\n", leaveTiles)
	for v := range leaveTiles + 1 {
		fmt.Fprintf(&b, "V%d", v)
		for k := range leaveTiles + 1 - v {
			b.WriteString(" " + f(l.Balance[v][k]))
		}
		b.WriteString("\n")
	}
	if l.Pair != ([tile.Kinds][tile.Kinds]float64{}) {
		b.WriteString("\n# pairs: what two kinds of tile kept together are worth beside their\n# values apart (Q and U are QU above)\n")
		for _, key := range pairKeys() {
			fmt.Fprintf(&b, "%s %s\n", key, f(*l.entry(key)[0]))
		}
	}
	return b.String()
}

// Parse reads a leave table written by Format. Lines starting with #
// and blank lines are ignored; every entry is given once.
func Parse(text string) (*Table, error) {
	l := &Table{}
	seen := map[string]bool{}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := l.parseEntry(line, seen); err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
	}
	keys := leaveKeys()
	if slices.ContainsFunc(pairKeys(), func(k string) bool { return seen[k] }) {
		keys = append(keys, pairKeys()...) // the pairs are given all or none
	}
	var missing []string
	for _, key := range keys {
		if !seen[key] {
			missing = append(missing, key)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("the table lacks %s", strings.Join(missing, ", "))
	}
	l.Balance[0][0] = 0 // keeping nothing is worth nothing
	return l, nil
}

// parseEntry reads a line of the table, a key and its numbers, into l; seen
// holds the keys read so far.
func (l *Table) parseEntry(line string, seen map[string]bool) error {
	fields := strings.Fields(line)
	key := fields[0]
	values := l.entry(key)
	switch {
	case values == nil:
		return fmt.Errorf("unknown entry %q", key)
	case len(fields)-1 != len(values):
		return fmt.Errorf("%s takes %d numbers, not %d", key, len(values), len(fields)-1)
	case seen[key]:
		return fmt.Errorf("%s given twice", key)
	}
	seen[key] = true
	for i, f := range fields[1:] {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("%q is not a number", f)
		}
		*values[i] = v
	}
	return nil
}

// entry returns where the numbers of the table's entry key go, or nil when
// the table has no such entry.
func (l *Table) entry(key string) []*float64 {
	switch {
	case key == "QU":
		return []*float64{&l.QU}
	case len(key) == 2 && key[0] == 'V' && key[1] >= '0' && int(key[1]-'0') <= leaveTiles:
		row := l.Balance[key[1]-'0'][:leaveTiles+1-int(key[1]-'0')]
		values := make([]*float64, len(row))
		for k := range row {
			values[k] = &row[k]
		}
		return values
	case len(key) == 1 && slotOf(key[0]) >= 0:
		s := slotOf(key[0])
		return []*float64{&l.First[s], &l.More[s]}
	case len(key) == 2 && slotOf(key[0]) >= 0 && slotOf(key[1]) >= 0:
		if a, b := slotOf(key[0]), slotOf(key[1]); pairParam[a][b] >= 0 {
			return []*float64{&l.Pair[a][b]}
		}
	}
	return nil
}

// slotOf is the slot of a tile as the table writes it, its letter or '_'
// for the blank, or -1 for any other byte.
func slotOf(c byte) int {
	switch {
	case c == '_':
		return tile.BlankIndex
	case ascii.IsUpper(c):
		return int(c - 'A')
	}
	return -1
}

// pairKeys are the keys of the pairs, in the order Format writes them:
// the two slots' names, the first before the second, but QU.
func pairKeys() []string {
	var keys []string
	for a := range tile.Kinds {
		for b := range tile.Kinds {
			if pairParam[a][b] >= 0 {
				keys = append(keys, slotName(a)+slotName(b))
			}
		}
	}
	return keys
}

// leaveKeys are the keys of the table's entries, in the order Format writes
// them.
func leaveKeys() []string {
	var keys []string
	for s := range tile.Kinds {
		keys = append(keys, slotName(s))
	}
	keys = append(keys, "QU")
	for v := range leaveTiles + 1 {
		keys = append(keys, fmt.Sprintf("V%d", v))
	}
	return keys
}
