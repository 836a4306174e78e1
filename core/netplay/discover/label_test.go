package discover

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCutName(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"short", "Anna's game", "Anna's game"},
		{"exactly 63", strings.Repeat("a", 63), strings.Repeat("a", 63)},
		{"64 ASCII", strings.Repeat("a", 64), strings.Repeat("a", 63)},
		{"two-byte rune across the cut", strings.Repeat("a", 62) + "é", strings.Repeat("a", 62)},
		{"two-byte rune ending at the cut", strings.Repeat("a", 61) + "éz", strings.Repeat("a", 61) + "é"},
		{"four-byte runes", strings.Repeat("🎲", 20), strings.Repeat("🎲", 15)},
		{"three-byte rune across the cut", strings.Repeat("a", 62) + "€", strings.Repeat("a", 62)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cutName(tt.in)
			if got != tt.want {
				t.Errorf("cutName(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if len(got) > maxLabel || !utf8.ValidString(got) {
				t.Errorf("cutName(%q) = %q: %d bytes, valid %v", tt.in, got, len(got), utf8.ValidString(got))
			}
		})
	}
}

func TestLabel(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain", "Anna's game", "Anna's game"},
		{"spaces trimmed", "  Anna  ", "Anna"},
		{"control characters dropped", "An\x00na\n\t's\x7f", "Anna's"},
		{"invalid UTF-8 dropped", "An\xffna\xc3", "Anna"},
		{"only controls", "\x01\x02", ""},
		{"space left by the cut trimmed", strings.Repeat("a", 62) + " b", strings.Repeat("a", 62)},
		{"dots and backslashes kept", `a.b\c "d"`, `a.b\c "d"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := label(tt.in); got != tt.want {
				t.Errorf("label(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
