package discover

import (
	"strings"
	"testing"
)

func TestParseTXT(t *testing.T) {
	long := "game=" + strings.Repeat("a", maxTXTField)
	many := make([]string, maxTXTFields)
	for i := range many {
		many[i] = "x=y"
	}
	tests := []struct {
		name      string
		fields    []string
		wantGame  string
		wantSeats int
	}{
		{"nothing", nil, "", 0},
		{"both", []string{"game=classic", "seats=2"}, "classic", 2},
		{"order and other keys", []string{"txtvers=1", "seats=3", "x", "game=scrabbkle"}, "scrabbkle", 3},
		{"keys without regard to case", []string{"GAME=scraebbkle", "Seats=1"}, "scraebbkle", 1},
		{"first occurrence counts", []string{"game=classic", "game=other", "seats=1", "seats=2"}, "classic", 1},
		{"malformed first hides the second", []string{"seats=x", "seats=2"}, "", 0},
		{"empty values", []string{"game=", "seats="}, "", 0},
		{"boolean keys", []string{"game", "seats"}, "", 0},
		{"upper-case game", []string{"game=Classic"}, "", 0},
		{"game with spaces", []string{"game=cla ssic"}, "", 0},
		{"game too long", []string{"game=" + strings.Repeat("a", maxGameID+1)}, "", 0},
		{"game at the limit", []string{"game=" + strings.Repeat("a", maxGameID)}, strings.Repeat("a", maxGameID), 0},
		{"field too long", []string{long}, "", 0},
		{"negative seats", []string{"seats=-1"}, "", 0},
		{"plus seats", []string{"seats=+1"}, "", 0},
		{"too many seats", []string{"seats=100"}, "", 0},
		{"most seats", []string{"seats=99"}, "", 99},
		{"leading zero", []string{"seats=07"}, "", 7},
		{"huge seats", []string{"seats=99999999999999999999999"}, "", 0},
		{"equals in value", []string{"game=a=b", "seats=1=2"}, "", 0},
		{"space in key", []string{"game =classic", " seats=2"}, "", 0},
		{"past the field limit", append(many, "game=classic"), "", 0},
		{"NUL bytes", []string{"game=classic\x00", "seats=\x002"}, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			game, seats := parseTXT(tt.fields)
			if game != tt.wantGame || seats != tt.wantSeats {
				t.Errorf("parseTXT(%q) = %q, %d; want %q, %d", tt.fields, game, seats, tt.wantGame, tt.wantSeats)
			}
		})
	}
}

func TestTXTRoundTrip(t *testing.T) {
	for _, s := range []Service{
		{Game: "classic", Seats: 0},
		{Game: "scraebbkle", Seats: 3},
		{Game: "scrabbkle", Seats: maxSeats},
	} {
		game, seats := parseTXT(buildTXT(s))
		if game != s.Game || seats != s.Seats {
			t.Errorf("parseTXT(buildTXT(%+v)) = %q, %d", s, game, seats)
		}
	}
}

// FuzzParseTXT feeds parseTXT TXT strings split at NUL bytes: it must not
// panic, and what it returns must be within bounds and come from the input.
func FuzzParseTXT(f *testing.F) {
	for _, seed := range []string{
		"game=classic\x00seats=2",
		"GAME=scraebbkle\x00seats=99\x00seats=1",
		"seats=-1\x00game=\x00=\x00\x00",
		"game=a=b\x00seats=0000",
		"txtvers=1\x00game=" + strings.Repeat("z", 300),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fields := strings.Split(s, "\x00")
		game, seats := parseTXT(fields)
		if seats < 0 || seats > maxSeats {
			t.Errorf("seats %d out of bounds", seats)
		}
		if game != "" && (!validGame(game) || !strings.Contains(s, game)) {
			t.Errorf("game %q not valid or not in the input", game)
		}
		if g, n := parseTXT(fields); g != game || n != seats {
			t.Errorf("second parse gave %q, %d; first %q, %d", g, n, game, seats)
		}
	})
}
