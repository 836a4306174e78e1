package discover

import (
	"strings"
	"testing"
)

func TestServiceCheck(t *testing.T) {
	ok := Service{Name: "Anna's game", Port: 7777, Game: "classic", Seats: 2}
	tests := []struct {
		name   string
		change func(*Service)
		want   string // the label, or "" for an error
	}{
		{"fine", func(*Service) {}, "Anna's game"},
		{"long name cut", func(s *Service) { s.Name = strings.Repeat("é", 40) }, strings.Repeat("é", 31)},
		{"blank name", func(s *Service) { s.Name = " \t\n" }, ""},
		{"port 0", func(s *Service) { s.Port = 0 }, ""},
		{"port too big", func(s *Service) { s.Port = 65536 }, ""},
		{"no game", func(s *Service) { s.Game = "" }, ""},
		{"bad game", func(s *Service) { s.Game = "x=y" }, ""},
		{"negative seats", func(s *Service) { s.Seats = -1 }, ""},
		{"too many seats", func(s *Service) { s.Seats = maxSeats + 1 }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ok
			tt.change(&s)
			got, err := s.check()
			if got != tt.want || (err == nil) != (tt.want != "") {
				t.Errorf("check() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestHostName(t *testing.T) {
	h := hostName(7777)
	if !strings.HasSuffix(h, "-7777.local.") || strings.ContainsAny(h, " _\\") {
		t.Errorf("hostName(7777) = %q", h)
	}
}

func TestAnnounceRejectsBadService(t *testing.T) {
	if stop, err := Announce(Service{Name: "x", Port: 0, Game: "classic"}); err == nil {
		stop()
		t.Fatal("Announce with port 0 succeeded")
	}
}
