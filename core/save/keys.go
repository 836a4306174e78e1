package save

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode"

	"scraebbkle/internal/prose"
)

// checkKeys refuses JSON text in which an object gives a key twice, in
// the same case or another: Go's decoder matches keys whatever their case
// and keeps the last, so that a file that says a thing twice would mean
// what it says last, unseen by whoever reads the first. It refuses a
// null too, which no save holds and the decoder would take for the value
// a field has when absent ("open": null for a closed game). Text that is
// not JSON passes, for the decoding to say where it fails.
func checkKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	var stack []*object // the objects and arrays open, nil for an array
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		top := (*object)(nil)
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch t := tok.(type) {
		case json.Delim:
			stack = opened(stack, t)
			if (t == '}' || t == ']') && len(stack) > 0 && stack[len(stack)-1] != nil {
				stack[len(stack)-1].wantKey = true
			}
		case string:
			if top != nil && top.wantKey {
				if err := top.key(t, data, dec.InputOffset()); err != nil {
					return err
				}
				continue
			}
			if top != nil {
				top.wantKey = true
			}
		case nil:
			return saveErrorf("%s: null: a saved game gives every value it names", place(data, dec.InputOffset()-int64(len("null"))))
		default:
			if top != nil {
				top.wantKey = true
			}
		}
	}
}

// object is a JSON object being read: the keys it has given, folded, and
// where, and whether a key comes next.
type object struct {
	keys    map[string]int64
	wantKey bool
}

// opened is the stack of open objects and arrays after delimiter d.
func opened(stack []*object, d json.Delim) []*object {
	switch d {
	case '{':
		return append(stack, &object{keys: map[string]int64{}, wantKey: true})
	case '[':
		return append(stack, nil)
	}
	return stack[:len(stack)-1]
}

// key notes key k, read from data up to end, and refuses it when the
// object gave it before.
func (o *object) key(k string, data []byte, end int64) error {
	at := int64(bytes.LastIndexByte(data[:max(end-1, 0)], '"'))
	o.wantKey = false
	folded := fold(k)
	if first, ok := o.keys[folded]; ok {
		return saveErrorf("%s: the key %s is given twice, first at %s: a saved game gives each once", place(data, at), prose.Quoted(k), place(data, first))
	}
	o.keys[folded] = at
	return nil
}

// fold is s with each letter replaced by the least of the letters it
// matches in another case, so that two keys that Go's decoder takes for
// one fold alike.
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, s)
}
