package wire

import (
	"reflect"
	"testing"
)

// FuzzDecode feeds Decode any frame: it never panics, and a message it
// takes encodes to a frame that decodes to the same message.
func FuzzDecode(f *testing.F) {
	for _, m := range []Message{{Type: Hello, Code: "C", Name: "N"}, {Type: State, Table: table()}, {Type: Verdict, Text: "no"}} {
		frame, _ := Encode(m)
		f.Add(frame)
	}
	f.Add([]byte(`{"v":1,"type":"welcome","game":{"names":["a","b"],"kinds":["human","remote"]}}`))
	f.Fuzz(func(t *testing.T, frame []byte) {
		m, err := Decode(frame)
		if err != nil {
			return
		}
		again, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(again)
		if err != nil || !reflect.DeepEqual(back, m) {
			t.Fatalf("%s decodes to %+v, which encodes to %s: %+v, %v", frame, m, again, back, err)
		}
	})
}
