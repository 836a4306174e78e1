package core

import (
	"strconv"
	"strings"
	"testing"
)

// plainBoardLines returns the lines of a board file of cols x rows plain squares.
func plainBoardLines(cols, rows int, start string) []string {
	lines := []string{strconv.Itoa(cols), strconv.Itoa(rows), start}
	for range rows {
		lines = append(lines, strings.Repeat(".", cols))
	}
	return lines
}

func boardFile(lines []string) string { return strings.Join(lines, "\n") + "\n" }

// with returns a copy of lines with line n (1-based) replaced by s.
func replaceLine(lines []string, n int, s string) []string {
	c := append([]string(nil), lines...)
	c[n-1] = s
	return c
}

// dots is n plain squares.
func plainRow(n int) string { return strings.Repeat(".", n) }

// exampleMoves are the moves of the game's example play, in order.
var exampleMoves = []string{
	"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f",
	"INNULaS,5i", "TAWIG,j1", "CAL,m2", "cHOLIUM,o6", "IT,8i", "FRG,2h",
}

// row7Board is a plain 16 x 14 board with start square d7 whose row 7 is
// the given tokens followed by plain squares.
func row7Board(t testing.TB, tokens string) *Board {
	t.Helper()
	squares := strings.Count(tokens, ".") + strings.Count(tokens, "[") + strings.Count(tokens, "<")
	text := boardFile(replaceLine(plainBoardLines(16, 14, "d7"), 10, tokens+plainRow(16-squares)))
	b, err := ParseBoard(ScraeBBKle().Board, "row7", []byte(text))
	if err != nil {
		t.Fatalf("row 7 %q: %v", tokens, err)
	}
	return b
}
