package lexicon

import (
	"bytes"
	"slices"
	"unsafe"
)

// wordBuffer gathers the words of a list into one buffer, in lower case,
// each followed by a newline, and where each begins: the form a Lexicon
// keeps them in. Words that come in order are kept as they come, so a
// sorted list costs one pass and its own size; the others are sorted at
// the end.
type wordBuffer struct {
	buf    []byte
	starts []uint32
	sorted bool // every word so far came after the one before
}

// newWordBuffer makes a buffer for the words of data, lines of text,
// which cannot hold more bytes or words than data has.
func newWordBuffer(data []byte) *wordBuffer {
	return &wordBuffer{
		buf:    make([]byte, 0, len(data)+1),
		starts: make([]uint32, 0, bytes.Count(data, []byte("\n"))+2),
		sorted: true,
	}
}

// add adds word w, of ASCII letters in either case, unless it is empty or
// the word added last.
func (wb *wordBuffer) add(w []byte) {
	if len(w) == 0 {
		return
	}
	at := len(wb.buf)
	for _, c := range w {
		wb.buf = append(wb.buf, c|('a'-'A')) // the lower case of an ASCII letter
	}
	wb.buf = append(wb.buf, '\n')
	if n := len(wb.starts); n > 0 {
		switch bytes.Compare(wb.buf[at:len(wb.buf)-1], wb.buf[wb.starts[n-1]:at-1]) {
		case 0:
			wb.buf = wb.buf[:at]
			return
		case -1:
			wb.sorted = false
		}
	}
	wb.starts = append(wb.starts, uint32(at))
}

// lexicon returns the lexicon of the words. The buffer is not used
// again, so the lexicon's text shares its bytes rather than copying them.
func (wb *wordBuffer) lexicon() *Lexicon {
	if !wb.sorted {
		wb.sort()
	}
	text := unsafe.String(unsafe.SliceData(wb.buf), len(wb.buf))
	return &Lexicon{text: text, starts: append(wb.starts, uint32(len(wb.buf)))}
}

// sort puts the words in order, without repeats, in a new buffer.
func (wb *wordBuffer) sort() {
	// Each word as where it begins and its length, so that the words can
	// be moved without moving their letters.
	spans := make([]uint64, len(wb.starts))
	for i, s := range wb.starts {
		end := uint32(len(wb.buf))
		if i+1 < len(wb.starts) {
			end = wb.starts[i+1]
		}
		spans[i] = uint64(s)<<32 | uint64(end-1-s)
	}
	word := func(span uint64) []byte { return wb.buf[span>>32 : span>>32+span&(1<<32-1)] }
	slices.SortFunc(spans, func(a, b uint64) int { return bytes.Compare(word(a), word(b)) })
	buf, starts := make([]byte, 0, len(wb.buf)), wb.starts[:0]
	for i, span := range spans {
		if w := word(span); i == 0 || !bytes.Equal(w, word(spans[i-1])) {
			starts = append(starts, uint32(len(buf)))
			buf = append(append(buf, w...), '\n')
		}
	}
	wb.buf, wb.starts = buf, starts
}
