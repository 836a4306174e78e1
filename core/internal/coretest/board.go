package coretest

import (
	"fmt"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"strconv"
	"strings"
	"testing"
)

// PlainBoardLines returns the lines of a board file of cols x rows plain squares.
func PlainBoardLines(cols, rows int, start string) []string {
	lines := []string{strconv.Itoa(cols), strconv.Itoa(rows), start}
	for range rows {
		lines = append(lines, strings.Repeat(".", cols))
	}
	return lines
}

func BoardFile(lines []string) string { return strings.Join(lines, "\n") + "\n" }

// with returns a copy of lines with line n (1-based) replaced by s.
func ReplaceLine(lines []string, n int, s string) []string {
	c := append([]string(nil), lines...)
	c[n-1] = s
	return c
}

// dots is n plain squares.
func PlainRow(n int) string { return strings.Repeat(".", n) }

// ExampleMoves are the moves of the game's example play, in order.
var ExampleMoves = []string{
	"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f",
	"INNULaS,5i", "TAWIG,j1", "CAL,m2", "cHOLIUM,o6", "IT,8i", "FRG,2h",
}

// Row7Board is a plain 16 x 14 board with start square d7 whose row 7 is
// the given tokens followed by plain squares.
func Row7Board(t testing.TB, tokens string) *board.Board {
	t.Helper()
	squares := strings.Count(tokens, ".") + strings.Count(tokens, "[") + strings.Count(tokens, "<")
	text := BoardFile(ReplaceLine(PlainBoardLines(16, 14, "d7"), 10, tokens+PlainRow(16-squares)))
	b, err := board.Parse(rules.ScraeBBKle().Board, "row7", []byte(text))
	if err != nil {
		t.Fatalf("row 7 %q: %v", tokens, err)
	}
	return b
}

// RandomBoard makes a board of the given size with random premiums
// and a random start square.
func RandomBoard(t testing.TB, rng *rand.Rand, cols, rows int) *board.Board {
	rules := rules.ScraeBBKle()
	var s strings.Builder
	fmt.Fprintf(&s, "%d\n%d\n%c%d\n", cols, rows, 'a'+rng.IntN(cols), 1+rng.IntN(rows))
	factors := []int{-9, -2, -1, 0, 0, 2, 2, 3, 3, 5, 12, 99}
	for range rows {
		for range cols {
			switch r := rng.IntN(10); {
			case r < 7:
				s.WriteByte('.')
			case r < 9:
				fmt.Fprintf(&s, "[%d]", factors[rng.IntN(len(factors))])
			default:
				fmt.Fprintf(&s, "<%d>", factors[rng.IntN(len(factors))])
			}
		}
		s.WriteByte('\n')
	}
	b, err := board.Parse(rules.Board, "random.txt", []byte(s.String()))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
