package move

import "scraebbkle/core/tile"

// Sink is where a move generator puts the moves it finds, in one of three
// ways: handed one by one to a visitor, which may stop the search;
// appended to a buffer; or only told, the first one stopping the search.
// Both move generators write their moves into it, so that they store and
// hand out moves alike and allocate nothing once warm.
type Sink struct {
	// Stopped is set once the search should stop: the visitor returned
	// false, or a move was found where one was all that was asked.
	Stopped bool
	visit   func(*Packed) bool
	out     []Packed
	collect bool
	anyOnly bool
	m       Packed // the move handed to the visitor
}

// HandTo readies the sink for a search whose moves are handed to visit
// until it returns false. The *Packed is reused: visit copies it to keep it.
func (s *Sink) HandTo(visit func(*Packed) bool) {
	*s = Sink{visit: visit}
}

// CollectInto readies the sink for a search whose moves are appended to
// buf, which Collected returns.
func (s *Sink) CollectInto(buf []Packed) {
	*s = Sink{out: buf, collect: true}
}

// FirstOnly readies the sink for a search that stops at its first move.
func (s *Sink) FirstOnly() {
	*s = Sink{anyOnly: true}
}

// Collected is the buffer of the moves collected since CollectInto,
// which the sink lets go of.
func (s *Sink) Collected() []Packed {
	buf := s.out
	s.out, s.collect = nil, false
	return buf
}

// Len is the number of moves collected so far.
func (s *Sink) Len() int { return len(s.out) }

// Next is the Packed to write the next move into, before handing it on
// with Hand: the visitor's move, or the next place in the buffer.
func (s *Sink) Next() *Packed {
	if !s.collect {
		return &s.m
	}
	return s.grow()
}

// grow makes room for one more move in the buffer and returns it.
func (s *Sink) grow() *Packed {
	if len(s.out) == cap(s.out) {
		s.out = append(s.out, Packed{})[:len(s.out)]
	}
	s.out = s.out[:len(s.out)+1]
	return &s.out[len(s.out)-1]
}

// Hand hands on move m, written into the Packed that Next gave: the
// visitor sees it, and the search stops when the visitor says so or when
// the first move was all that was asked.
func (s *Sink) Hand(m *Packed) {
	if !s.collect && (s.anyOnly || !s.visit(m)) {
		s.Stopped = true
	}
}

// BlankCase is, for each set of places of a word whose letters are held
// in a uint64 a byte each, what turns the letters at those places into
// lower case, as the notation writes blanks: 0x20 in each of their bytes.
var BlankCase = func() (t [1 << tile.MaxRack]uint64) {
	for set := range t {
		for k := range tile.MaxRack {
			if set>>k&1 != 0 {
				t[set] |= ('a' - 'A') << (8 * k)
			}
		}
	}
	return t
}()
