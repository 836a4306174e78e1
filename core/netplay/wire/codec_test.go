package wire

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func table() *Table {
	return &Table{Seat: 1, Turns: 1, ToMove: 1, Bag: 86,
		Tiles:   []Tile{{Square: "h8", Letter: "A", Value: 1}, {Square: "i8", Letter: "T", Value: 1, Blank: true}},
		Players: []Player{{Score: 4, Tiles: 7}, {Tiles: 7, Rack: []Tile{{Letter: "Q", Value: 10}, {Blank: true}}}},
		Log:     []Turn{{Player: 0, Kind: Play, Move: "AT,8h", Tiles: 2, Score: 4, Total: 4}}}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, m := range []Message{
		{Type: Hello, Code: "ABCDE-FGHJK", Name: "Anna"},
		{Type: Move, Text: "HI,8h"},
		{Type: Welcome, Seat: 2, Token: "t", Game: &Game{Rules: "classic", Board: "x", Names: []string{"a", "b"}, Kinds: []string{Human, Remote}}},
		{Type: State, Table: table()},
		{Type: Verdict, OK: true},
	} {
		frame, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Decode(frame)
		m.V = Version
		if err != nil || !reflect.DeepEqual(got, m) {
			t.Errorf("%s: got %+v, %v", frame, got, err)
		}
	}
}

func TestDecodeRefuses(t *testing.T) {
	long := strings.Repeat("x", MaxText+1)
	for _, c := range []struct{ frame, want string }{
		{`{"v":2,"type":"hello"}`, "version 2"},
		{`{"type":"hello"}`, "version 0"},
		{`garbage`, "not a message"},
		{`{"v":1,"type":"hello"} {"v":1}`, "after top-level value"},
		{`{"v":1,"type":"hello","admin":true}`, "unknown field"},
		{`{"v":1,"type":"shutdown"}`, "unknown type"},
		{`{"v":1,"type":"chat","text":"` + long + `"}`, "over the limit"},
		{`{"v":1,"type":"state","table":{"seat":5,"toMove":0,"players":[{},{}]}}`, "seat 5"},
		{`{"v":1,"type":"state","table":{"seat":0,"toMove":0,"players":[{}]}}`, "1 players"},
		{`{"v":1,"type":"state","table":{"seat":0,"toMove":0,"players":[{},{}],"log":[{"player":3,"kind":"play"}]}}`, "seat 3"},
		{`{"v":1,"type":"state","table":{"seat":0,"toMove":0,"players":[{},{}],"result":{"finals":[1],"winner":0}}}`, "result"},
		{`{"v":1,"type":"welcome","game":{"names":["a","b"],"kinds":["human","god"]}}`, "unknown kind"},
		{`{"v":1,"type":"hello","name":"` + strings.Repeat("x", MaxFrame) + `"}`, "over the limit"},
	} {
		_, err := Decode([]byte(c.frame))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: %v, want %q", c.frame, err, c.want)
		}
	}
	var v *VersionError
	if _, err := Decode([]byte(`{"v":9,"type":"ping"}`)); !errors.As(err, &v) || v.Got != 9 {
		t.Errorf("another version: %v", err)
	}
}

func TestCutKeepsRunesWhole(t *testing.T) {
	for _, c := range []struct {
		s    string
		max  int
		want string
	}{{"abc", 5, "abc"}, {"abcdef", 3, "abc"}, {"aé", 2, "a"}, {"éé", 3, "é"}, {"", 0, ""}} {
		if got := Cut(c.s, c.max); got != c.want {
			t.Errorf("Cut(%q, %d) = %q, want %q", c.s, c.max, got, c.want)
		}
	}
	if got := Excerpt(strings.Repeat("x", 30)); got != strings.Repeat("x", 20)+"…" {
		t.Errorf("Excerpt: %q", got)
	}
}
