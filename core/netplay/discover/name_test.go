package discover

import (
	"strings"
	"testing"
)

func TestEscapeLabel(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"Anna", "Anna"},
		{"Anna's game", `Anna\'s\ game`},
		{`a.b\c`, `a\.b\\c`},
		{"é", `\195\169`},
		{`"(@;)"`, `\"\(\@\;\)\"`},
	}
	for _, tt := range tests {
		got, err := escapeLabel(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("escapeLabel(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", strings.Repeat("a", maxLabel+1)} {
		if got, err := escapeLabel(bad); err == nil {
			t.Errorf("escapeLabel(%d bytes) = %q, want an error", len(bad), got)
		}
	}
}

func TestSplitInstance(t *testing.T) {
	tests := []struct {
		in, label, rest string
		ok              bool
	}{
		{`Anna\'s\ game._scraebbkle._tcp.local.`, "Anna's game", "_scraebbkle._tcp.local.", true},
		{`a\.b\\c.x.`, `a.b\c`, "x.", true},
		{`\195\169.`, "é", "", true},
		{`\256.`, "256", "", true},
		{`\12.`, "12", "", true},
		{".rest", "", "rest", true},
		{"no-dot", "", "", false},
		{`dangling\`, "", "", false},
		{`dangling\.`, "", "", false},
		{"", "", "", false},
		{strings.Repeat("a", maxLabel) + ".", strings.Repeat("a", maxLabel), "", true},
		{strings.Repeat("a", maxLabel+1) + ".", "", "", false},
		{strings.Repeat(`\097`, maxLabel+1) + ".", "", "", false},
	}
	for _, tt := range tests {
		label, rest, ok := splitInstance(tt.in)
		if label != tt.label || rest != tt.rest || ok != tt.ok {
			t.Errorf("splitInstance(%q) = %q, %q, %v; want %q, %q, %v",
				tt.in, label, rest, ok, tt.label, tt.rest, tt.ok)
		}
	}
}

// FuzzSplitInstance checks that any name splits without panicking into a
// bounded label, and that any label survives escaping and splitting.
func FuzzSplitInstance(f *testing.F) {
	for _, seed := range []string{`Anna\'s\ game._scraebbkle._tcp.local.`, `\\\.\999.`, `\`, "a.b"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if l, _, ok := splitInstance(s); ok && len(l) > maxLabel {
			t.Errorf("label of %d bytes", len(l))
		}
		l := s[:min(len(s), maxLabel)]
		if l == "" {
			return
		}
		escaped, err := escapeLabel(l)
		if err != nil {
			t.Fatal(err)
		}
		got, rest, ok := splitInstance(escaped + "." + serviceName)
		if !ok || got != l || rest != serviceName {
			t.Errorf("round trip of %q via %q gave %q, %q, %v", l, escaped, got, rest, ok)
		}
	})
}
