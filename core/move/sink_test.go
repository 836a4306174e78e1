package move

import "testing"

// put writes moves of scores 1, 2, … into s until it stops or n are
// written, as a generator does, and returns how many it wrote.
func put(s *Sink, n int) int {
	for i := range n {
		if s.Stopped {
			return i
		}
		m := s.Next()
		m.N, m.Score = 1, i+1
		s.Hand(m)
	}
	return n
}

// The three ways a sink takes moves: a visitor sees each until it says
// stop, a buffer grows past its capacity in the order the moves came, and
// a search that asks for one move stops at the first.
func TestSinkWays(t *testing.T) {
	var seen []int
	var s Sink
	s.HandTo(func(m *Packed) bool {
		seen = append(seen, m.Score)
		return len(seen) < 3
	})
	if n := put(&s, 10); n != 3 || !s.Stopped || len(seen) != 3 || seen[2] != 3 {
		t.Errorf("handed to a visitor that stops at 3: wrote %d, saw %v, stopped %v", n, seen, s.Stopped)
	}

	buf := make([]Packed, 1, 2) // one move there before
	s.CollectInto(buf)
	if n := put(&s, 5); n != 5 || s.Stopped || s.Len() != 6 {
		t.Fatalf("collected: wrote %d, %d in the buffer, stopped %v", n, s.Len(), s.Stopped)
	}
	got := s.Collected()
	for i, m := range got[1:] {
		if m.Score != i+1 {
			t.Errorf("collected move %d scores %d", i, m.Score)
		}
	}
	if s.Len() != 0 {
		t.Error("the sink keeps the buffer it gave back")
	}

	s.FirstOnly()
	if n := put(&s, 5); n != 1 || !s.Stopped {
		t.Errorf("asked for one move: wrote %d, stopped %v", n, s.Stopped)
	}
}

// BlankCase lowers exactly the letters at the places of its set.
func TestBlankCase(t *testing.T) {
	word := Packed{Word: [WordBytes]byte{'Q', 'U', 'A', 'R', 'T'}, N: 5}
	w := uint64(0)
	for i := WordBytes - 1; i >= 0; i-- {
		w = w<<8 | uint64(word.Word[i])
	}
	w |= BlankCase[0b10101]
	var got []byte
	for range 5 {
		got = append(got, byte(w))
		w >>= 8
	}
	if string(got) != "qUaRt" {
		t.Errorf("places 0, 2 and 4 lowered give %q", got)
	}
}
