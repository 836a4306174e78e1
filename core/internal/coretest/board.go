package coretest

import (
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

// BoardFile is a board file of the lines, each ended by a new line.
func BoardFile(lines []string) string { return strings.Join(lines, "\n") + "\n" }

// ReplaceLine returns a copy of lines with line n (1-based) replaced by s.
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

// RandomBoard makes a ScraeBBKle board of the given size with random
// premiums and a random start square.
func RandomBoard(t testing.TB, rng *rand.Rand, cols, rows int) *board.Board {
	t.Helper()
	return RandomBoardOf(t, rng, rules.ScraeBBKle().Board, cols, rows)
}

// RandomBoardOf makes a board of the given format and size with random
// premiums, zero and negative factors among them, and a random start
// square where the format does not put it in the middle.
func RandomBoardOf(t testing.TB, rng *rand.Rand, format board.Format, cols, rows int) *board.Board {
	t.Helper()
	start := board.Square{Col: rng.IntN(cols), Row: rng.IntN(rows)}
	if format.Syntax.Square() {
		start = board.Middle(cols)
	}
	factors := []int{-9, -2, -1, 0, 0, 2, 2, 3, 3, 5, 12, 99}
	premiums := make([]board.Premium, 0, cols*rows)
	for range rows * cols {
		switch r := rng.IntN(10); {
		case r < 7:
			premiums = append(premiums, board.Premium{})
		case r < 9:
			premiums = append(premiums, board.Premium{Kind: board.LetterPremium, Factor: factors[rng.IntN(len(factors))]})
		default:
			premiums = append(premiums, board.Premium{Kind: board.WordPremium, Factor: factors[rng.IntN(len(factors))]})
		}
	}
	b, err := board.New(format, "random.txt", cols, rows, start, premiums)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
