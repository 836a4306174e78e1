package gcg_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/gcg"
)

// TestWoogles reads a record as macondo and Woogles write it: their
// pragmas, a note on two lines, a phony taken off, a challenge bonus,
// exchanges, the end with an empty rack field and a time penalty after it.
func TestWoogles(t *testing.T) {
	r := mustLoad(t, "testdata/woogles.gcg")
	if r.Encoding != "UTF-8" || r.Lexicon != "CSW21" || r.Description != "Created with Macondo" || r.Title != "" {
		t.Errorf("encoding %q, lexicon %q, description %q, title %q", r.Encoding, r.Lexicon, r.Description, r.Title)
	}
	wantPlayers := []gcg.Player{{Nick: "ana", Name: "Ana Lima"}, {Nick: "ben", Name: "Ben Okafor"}}
	if !reflect.DeepEqual(r.Players, wantPlayers) {
		t.Errorf("players %+v", r.Players)
	}
	wantPragmas := []gcg.Pragma{{Line: 3, Keyword: "id", Text: "io.woogles Xq7RvTz2mKpL"}, {Line: 5, Keyword: "game-type", Text: "classic"}}
	if !reflect.DeepEqual(r.Pragmas, wantPragmas) {
		t.Errorf("pragmas %+v", r.Pragmas)
	}
	wantKinds := []gcg.Kind{gcg.Move, gcg.Move, gcg.Move, gcg.Withdrawn, gcg.Move, gcg.Move, gcg.Move, gcg.Challenge,
		gcg.Pass, gcg.Exchange, gcg.Exchange, gcg.Move, gcg.Move, gcg.EndGain, gcg.TimePenalty}
	if got := kinds(r); !slices.Equal(got, wantKinds) {
		t.Errorf("kinds %v", got)
	}
	if len(r.Problems) > 0 {
		t.Errorf("problems %v", r.Problems)
	}
	checkEvents(t, r, map[int]gcg.Event{
		0: {Line: 8, Nick: "ana", Player: 0, Rack: "AEINRST", RackKnown: true, Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3,
			Word: "NASTIER", Score: 70, Total: 70, Note: "A bingo to open."},
		3: {Line: 12, Nick: "ana", Player: 0, Rack: "EGILNOW", RackKnown: true, Kind: gcg.Withdrawn, Score: -28, Total: 70,
			Note: "GLOWIN is no word.\nIt came off, as it should."},
		6: {Line: 17, Nick: "ben", Player: 1, Rack: "?DEPUVY", RackKnown: true, Kind: gcg.Move, Pos: "10B", Across: true, Row: 9, Col: 1,
			Word: "DuPE", Score: 24, Total: 80},
		7: {Line: 18, Nick: "ben", Player: 1, Rack: "AILRUVY", RackKnown: true, Kind: gcg.Challenge, Score: 5, Total: 85,
			Note: "ana challenged DUPE, a word."},
		9:  {Line: 21, Nick: "ben", Player: 1, Rack: "AILRUVY", RackKnown: true, Kind: gcg.Exchange, Tiles: "VY", Count: 2, Total: 85},
		13: {Line: 25, Nick: "ana", Player: 0, Kind: gcg.EndGain, Tiles: "EIL", Score: 6, Total: 128},
		14: {Line: 26, Nick: "ben", Player: 1, Rack: "EIL", RackKnown: true, Kind: gcg.TimePenalty, Score: -10, Total: 109},
	})
}

// TestQuackle reads a record as Quackle writes one entered by hand from an
// annotator's sheet: positions in lower case, tiles on the board in
// parentheses, racks unknown or only the tiles played, a blind exchange,
// a pass followed by two spaces, the rack "UNKNOWN" and the end's tiles
// after an empty rack field.
func TestQuackle(t *testing.T) {
	r := mustLoad(t, "testdata/quackle.gcg")
	if r.Title != "Club night, round 3" || r.Description != "Entered in Quackle from the annotator's sheet" {
		t.Errorf("title %q, description %q", r.Title, r.Description)
	}
	if want := []gcg.Pragma{{Line: 6, Keyword: "incomplete"}}; !reflect.DeepEqual(r.Pragmas, want) {
		t.Errorf("pragmas %+v", r.Pragmas)
	}
	if len(r.Problems) > 0 {
		t.Errorf("problems %v", r.Problems)
	}
	checkEvents(t, r, map[int]gcg.Event{
		1: {Line: 8, Nick: "Dev", Player: 1, Rack: "EOZ", RackKnown: true, Kind: gcg.Move, Pos: "h6", Row: 5, Col: 7,
			Word: "ZO.E", Score: 26, Total: 26},
		2: {Line: 9, Nick: "Cara", Player: 0, Rack: "DIILSUV", RackKnown: true, Kind: gcg.Pass, Total: 68},
		3: {Line: 10, Nick: "Dev", Player: 1, Kind: gcg.Exchange, Count: 3, Total: 26},
		5: {Line: 12, Nick: "Dev", Player: 1, Kind: gcg.Move, Pos: "j6", Row: 5, Col: 9, Word: "JA.", Score: 20, Total: 46},
		6: {Line: 13, Nick: "Dev", Player: 1, Kind: gcg.Withdrawn, Score: -20, Total: 26},
		7: {Line: 14, Nick: "Cara", Player: 0, Rack: "ADIKSU?", RackKnown: true, Kind: gcg.Move, Pos: "12F", Across: true, Row: 11, Col: 5,
			Word: "sKI.", Score: 22, Total: 104},
		8:  {Line: 15, Nick: "Cara", Player: 0, Kind: gcg.Challenge, Score: 5, Total: 109},
		9:  {Line: 16, Nick: "Dev", Player: 1, Rack: "AEIMNRT", RackKnown: true, Kind: gcg.Move, Pos: "l4", Row: 3, Col: 11, Word: ".AIMENT", Score: 74, Total: 100},
		10: {Line: 17, Nick: "Dev", Player: 1, Kind: gcg.EndGain, Tiles: "ADU", Score: 8, Total: 108},
	})
}

// TestElise reads an unfinished record as Elise saves it: no encoding
// pragma, the tiles on the board written as letters, the racks at the
// end in #rack1 and #rack2.
func TestElise(t *testing.T) {
	r := mustLoad(t, "testdata/elise.gcg")
	if r.Encoding != "" || r.Lexicon != "NWL20" {
		t.Errorf("encoding %q, lexicon %q", r.Encoding, r.Lexicon)
	}
	if want := map[int]string{0: "AEIOTUV", 1: "CFINPRS"}; !reflect.DeepEqual(r.Racks, want) {
		t.Errorf("racks %v", r.Racks)
	}
	if got := r.Events[2].Word; got != "LEAGUES" {
		t.Errorf("word %q", got)
	}
	if len(r.Problems) > 0 {
		t.Errorf("problems %v", r.Problems)
	}
}

// TestOwnRecords reads the records core/export writes, of two players and
// of four, finished with the tiles gained and lost: they add up.
func TestOwnRecords(t *testing.T) {
	for _, path := range []string{"../export/testdata/seed5_record.gcg", "../export/testdata/example_record.gcg", "testdata/four_players.gcg"} {
		r := mustLoad(t, path)
		if len(r.Problems) > 0 {
			t.Errorf("%s: problems %v", path, r.Problems)
		}
		if !strings.HasPrefix(r.Title, "ScraeBBKle on defaultBoard.txt") || r.Encoding != "UTF-8" {
			t.Errorf("%s: title %q, encoding %q", path, r.Title, r.Encoding)
		}
		for i, p := range r.Players {
			if want := "Player_" + string(rune('1'+i)); p.Nick != want {
				t.Errorf("%s: player %d is %q", path, i+1, p.Nick)
			}
		}
		for _, e := range r.Events {
			if e.Kind == gcg.Move && e.Across != strings.ContainsAny(e.Pos[:1], "0123456789") {
				t.Errorf("%s: line %d: %s read as across %v", path, e.Line, e.Pos, e.Across)
			}
		}
	}
	seed5 := mustLoad(t, "../export/testdata/seed5_record.gcg")
	last := seed5.Events[len(seed5.Events)-1]
	if last.Kind != gcg.EndRack || last.Tiles != "DZVAQ" || last.Score != -28 || last.Total != 105 {
		t.Errorf("the last line is %+v", last)
	}
	four := mustLoad(t, "testdata/four_players.gcg")
	if got := kinds(four)[len(four.Events)-4:]; !slices.Equal(got, []gcg.Kind{gcg.EndGain, gcg.EndRack, gcg.EndRack, gcg.EndRack}) {
		t.Errorf("the end is %v", got)
	}
}

// TestWrongTotal reads a record with one wrong total, which is named once:
// the next line adds its score to the total as written.
func TestWrongTotal(t *testing.T) {
	r := mustLoad(t, "testdata/wrong_total.gcg")
	want := []string{"line 7: Player_2's total 120 is not 24 + 98 = 122"}
	if got := problemTexts(r); !slices.Equal(got, want) {
		t.Errorf("problems %q, want %q", got, want)
	}
	if len(r.Events) != 6 {
		t.Errorf("%d events", len(r.Events))
	}
}

// checkEvents checks the record's events at the indexes of want.
func checkEvents(t *testing.T, r *gcg.Record, want map[int]gcg.Event) {
	t.Helper()
	for i, w := range want {
		if i >= len(r.Events) {
			t.Errorf("no event %d", i)
			continue
		}
		if got := r.Events[i]; !reflect.DeepEqual(got, w) {
			t.Errorf("event %d:\n got %+v\nwant %+v", i, got, w)
		}
	}
}

// TestEventForms reads each form of an event line, as a writer writes it.
func TestEventForms(t *testing.T) {
	tests := []struct {
		line string
		want gcg.Event
	}{
		{">ana: AEINRST 8D NASTIER +70 70", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3, Word: "NASTIER", Score: 70, Total: 70}},
		{">ana: AEINRST H4 NAST.ER +70 70", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Move, Pos: "H4", Row: 3, Col: 7, Word: "NAST.ER", Score: 70, Total: 70}},
		{">ana: AEINRS? 15o (RE)TAINs +61 61", gcg.Event{Rack: "AEINRS?", RackKnown: true, Kind: gcg.Move, Pos: "15o", Across: true, Row: 14, Col: 14, Word: "..TAINs", Score: 61, Total: 61}},
		{">ana: AEINRST z99 N(A)ST(IE)R +0 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Move, Pos: "z99", Row: 98, Col: 25, Word: "N.ST..R", Total: 0}},
		{">ana:  8D NASTIER +70 70", gcg.Event{Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3, Word: "NASTIER", Score: 70, Total: 70}},
		{">ana: 8D NASTIER +70 70", gcg.Event{Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3, Word: "NASTIER", Score: 70, Total: 70}},
		{">ana:\tAEINRST \t8D\t\tNASTIER  +70\t70  ", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3, Word: "NASTIER", Score: 70, Total: 70}},
		{">ana: ĄĆĘŁŃÓ? 8D ŚĆ +10 10", gcg.Event{Rack: "ĄĆĘŁŃÓ?", RackKnown: true, Kind: gcg.Move, Pos: "8D", Across: true, Row: 7, Col: 3, Word: "ŚĆ", Score: 10, Total: 10}},
		{">ana: AEINRST - +0 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Pass}},
		{">ana: AEINRST -  +0 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Pass}},
		{">ana: AEINRST -0 +0 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Pass}},
		{">ana:  - +0 0", gcg.Event{Kind: gcg.Pass}},
		{">ana: AEINRS? -AE? +0 0", gcg.Event{Rack: "AEINRS?", RackKnown: true, Kind: gcg.Exchange, Tiles: "AE?", Count: 3}},
		{">ana: AEINRST -7 +0 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Exchange, Count: 7}},
		{">ana:  -2 +0 0", gcg.Event{Kind: gcg.Exchange, Count: 2}},
		{">ana: AEINRST -- -70 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Withdrawn, Score: -70}},
		{">ana: AEINRST --  -70 0", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Withdrawn, Score: -70}},
		{">ana: AEINRST (challenge) +5 75", gcg.Event{Rack: "AEINRST", RackKnown: true, Kind: gcg.Challenge, Score: 5, Total: 75}},
		{">ana:  (challenge) +5 75", gcg.Event{Kind: gcg.Challenge, Score: 5, Total: 75}},
		{">ana: UNKNOWN (challenge) +5 75", gcg.Event{Kind: gcg.Challenge, Score: 5, Total: 75}},
		{">ana: AEI (time) -10 -10", gcg.Event{Rack: "AEI", RackKnown: true, Kind: gcg.TimePenalty, Score: -10, Total: -10}},
		{">ana: (time) +-10 -10", gcg.Event{Kind: gcg.TimePenalty, Score: -10, Total: -10}},
		{">ana:  (EIL) +6 6", gcg.Event{Kind: gcg.EndGain, Tiles: "EIL", Score: 6, Total: 6}},
		{">ana: (EIL) +6 6", gcg.Event{Kind: gcg.EndGain, Tiles: "EIL", Score: 6, Total: 6}},
		{">ana:    (EI?) +4 +4", gcg.Event{Kind: gcg.EndGain, Tiles: "EI?", Score: 4, Total: 4}},
		{">ana: EIL (EIL) -3 -3", gcg.Event{Rack: "EIL", RackKnown: true, Kind: gcg.EndRack, Tiles: "EIL", Score: -3, Total: -3}},
		{">ana: ? (?) -0 0", gcg.Event{Rack: "?", RackKnown: true, Kind: gcg.EndRack, Tiles: "?"}},
	}
	for _, tt := range tests {
		r := mustParse(t, players+tt.line+"\n")
		want := tt.want
		want.Line, want.Nick, want.Player = 3, "ana", 0
		if len(r.Events) != 1 || !reflect.DeepEqual(r.Events[0], want) {
			t.Errorf("%q:\n got %+v\nwant %+v", tt.line, r.Events, want)
		}
	}
}

// TestTextForms reads a record with a byte order mark, Windows or old Mac
// line endings, tabs, blank lines and spaces at either end of its lines
// as it reads the plain record.
func TestTextForms(t *testing.T) {
	plain := "#player1 ana Ana\n#player2 ben Ben\n>ana: AEINRST 8D NASTIER +70 70\n#note Good.\n>ben: DEFOPSU E5 SOF. +20 20\n"
	want := normalised(mustParse(t, plain))
	for _, text := range []string{
		"\uFEFF" + plain,
		strings.ReplaceAll(plain, "\n", "\r\n"),
		"\uFEFF" + strings.ReplaceAll(plain, "\n", "\r"),
		strings.ReplaceAll(plain, " ", "\t"),
		strings.ReplaceAll(plain, "\n", "\n\n  \t\n"),
		"\n" + strings.ReplaceAll(plain, "\n", "  \n  "),
		strings.TrimSuffix(plain, "\n"),
	} {
		if got := normalised(mustParse(t, text)); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %+v\nwant %+v", text, got, want)
		}
	}
	r := mustParse(t, strings.ReplaceAll(plain, "\n", "\r\n\r\n"))
	if r.Events[1].Line != 9 {
		t.Errorf("with blank lines between, the second event is on line %d, not 9", r.Events[1].Line)
	}
	if r := mustParse(t, "#title Caf\uFFFD\n"); r.Title != "Caf\uFFFD" {
		t.Errorf("the replacement character, which is UTF-8 text, reads as %q", r.Title)
	}
}

// TestNotes joins the lines of notes: several #note lines, and lines that
// go on with a note without "#", and keeps the notes before the first
// event apart.
func TestNotes(t *testing.T) {
	text := players +
		"#note Annotated by Cara.\n" + // 3
		"#note Round 3.\n" + // 4
		">ana: AEINRST 8D NASTIER +70 70\n" + // 5
		"#note First line,\n" + // 6
		"second line\n" + // 7
		"\n" + // 8
		"  third line, after a blank one\n" + // 9
		"#note\n" + // 10
		"#note fourth line.\n" + // 11
		">ben: DEFOPSU E5 SOF. +20 20\n" + // 12
		"#title A title after the events\n" + // 13
		"#note Still ben's.\n" // 14
	r := mustParse(t, text)
	if want := "Annotated by Cara.\nRound 3."; r.Note != want {
		t.Errorf("the record's note is %q, not %q", r.Note, want)
	}
	if want := "First line,\nsecond line\nthird line, after a blank one\nfourth line."; r.Events[0].Note != want {
		t.Errorf("the first note is %q, not %q", r.Events[0].Note, want)
	}
	if want := "Still ben's."; r.Events[1].Note != want {
		t.Errorf("the second note is %q, not %q", r.Events[1].Note, want)
	}
}

// TestPragmas reads the pragmas of text, given on several lines, the same
// word list given twice, and pragmas this reader does not know.
func TestPragmas(t *testing.T) {
	text := "#title Club night\n#title round 3\n#description First line\n#description\n#description Second line\n" +
		"#lexicon NWL23\n#lexicon  NWL23 \n#player2 ben\n#player1 ana Ana  Lima \n#id io.woogles 4K7n\n#tile CH ch\n#\n# spaced\n#character-encoding utf8\n"
	r := mustParse(t, text)
	want := gcg.Record{
		Encoding:    "UTF-8",
		Players:     []gcg.Player{{Nick: "ana", Name: "Ana  Lima"}, {Nick: "ben"}},
		Lexicon:     "NWL23",
		Title:       "Club night\nround 3",
		Description: "First line\nSecond line",
		Pragmas: []gcg.Pragma{
			{Line: 10, Keyword: "id", Text: "io.woogles 4K7n"},
			{Line: 11, Keyword: "tile", Text: "CH ch"},
			{Line: 12},
			{Line: 13, Text: "spaced"},
		},
	}
	if !reflect.DeepEqual(*r, want) {
		t.Errorf("\n got %+v\nwant %+v", *r, want)
	}
}

// TestLoad names the file in Load's errors.
func TestLoad(t *testing.T) {
	for _, path := range []string{"testdata/none.gcg", "testdata"} {
		_, err := gcg.Load(path)
		if err == nil || !strings.HasPrefix(err.Error(), path+": ") {
			t.Errorf("Load(%q): %v", path, err)
		}
	}
	if r := mustLoad(t, "testdata/elise.gcg"); len(r.Events) != 4 {
		t.Errorf("%d events", len(r.Events))
	}
}

// TestKindString names every kind.
func TestKindString(t *testing.T) {
	seen := map[string]bool{}
	for k := gcg.Move; k <= gcg.EndRack; k++ {
		s := k.String()
		if s == "" || seen[s] || strings.HasPrefix(s, "event") {
			t.Errorf("kind %d is %q", k, s)
		}
		seen[s] = true
	}
	if s := gcg.Kind(99).String(); s != "event 99" {
		t.Errorf("kind 99 is %q", s)
	}
}
