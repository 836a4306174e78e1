package gcg_test

import (
	"reflect"
	"testing"

	"scraebbkle/core/gcg"
)

// TestRoundTrip writes each record back and reads it again: the same
// record, but for its lines, and the same text when written again.
func TestRoundTrip(t *testing.T) {
	for _, path := range records(t) {
		r := mustLoad(t, path)
		text := r.String()
		again := mustParse(t, text)
		if got, want := normalised(again), normalised(r); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", path, got, want)
		}
		if twice := again.String(); twice != text {
			t.Errorf("%s: written again:\n%s\nnot\n%s", path, twice, text)
		}
	}
}

// quackleWritten is testdata/quackle.gcg as String writes it: tiles on the
// board as ".", one space between fields, two where the rack is unknown.
const quackleWritten = `#character-encoding UTF-8
#player1 Cara Cara Nunes
#player2 Dev Dev Patel
#title Club night, round 3
#description Entered in Quackle from the annotator's sheet
#incomplete
>Cara: AEGNORT 8D ORGANET +68 68
>Dev: EOZ h6 ZO.E +26 26
>Cara: DIILSUV - +0 68
>Dev:  -3 +0 26
>Cara: DIILSUV i8 .VIL +14 82
>Dev:  j6 JA. +20 46
>Dev:  -- -20 26
>Cara: ADIKSU? 12F sKI. +22 104
>Cara:  (challenge) +5 109
>Dev: AEIMNRT l4 .AIMENT +74 100
>Dev:  (ADU) +8 108
`

// TestString writes a record in the one form String writes.
func TestString(t *testing.T) {
	if got := mustLoad(t, "testdata/quackle.gcg").String(); got != quackleWritten {
		t.Errorf("got\n%s\nwant\n%s", got, quackleWritten)
	}
	r := mustParse(t, "#title One\n#title Two\n#note Before.\n"+players+"#lexicon NWL23\n#x\n>ana: AB 8D AB +6 6\n#note After.\n#note Again.\n#rack2 CD\n#rack1 EF\n")
	want := "#character-encoding UTF-8\n" + players + "#title One\n#title Two\n#lexicon NWL23\n#x\n#note Before.\n" +
		">ana: AB 8D AB +6 6\n#note After.\n#note Again.\n#rack1 EF\n#rack2 CD\n"
	if got := r.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := (&gcg.Record{}).String(); got != "#character-encoding UTF-8\n" {
		t.Errorf("an empty record is written %q", got)
	}
}
