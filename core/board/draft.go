package board

import "slices"

// Draft is a board being designed in the board editor: a size, a start
// square and a premium on every square, which the editor paints, mirrors,
// and takes back or does again. A Draft may hold what no board file allows
// (a factor out of range); Check says so in the loader's own words, and
// Board and Format give what a saved file would hold.
type Draft struct {
	format Format
	layout
	undo     []draftState
	redo     []draftState
	inStroke bool       // a stroke is under way
	saved    bool       // and has saved its undo step
	kept     draftState // the state a file holds (Keep)
}

// draftState is what one undo step restores.
type draftState struct {
	start    Square
	premiums []Premium
}

// maxUndo is how many edits the editor can take back.
const maxUndo = 500

// NewDraft returns a plain board of cols x rows squares with the start
// square in the middle (on a square board, the top left of the four middle
// squares when there are four), or the reason the format forbids that
// size.
func NewDraft(format Format, cols, rows int) (*Draft, error) {
	if err := checkSize(format, cols, rows); err != nil {
		return nil, err
	}
	start := Square{Col: cols / 2, Row: rows / 2}
	if format.Syntax.square {
		start = Middle(cols)
	}
	d := &Draft{format: format, layout: layout{
		cols: cols, rows: rows, start: start,
		premiums: make([]Premium, cols*rows),
		syntax:   format.Syntax,
	}}
	d.Keep()
	return d, nil
}

// DraftOf returns a draft of board b, to edit.
func DraftOf(format Format, b *Board) *Draft {
	l := b.layout
	l.premiums, l.syntax = slices.Clone(l.premiums), format.Syntax
	d := &Draft{format: format, layout: l}
	d.Keep()
	return d
}

// Keep records the draft as it is now as the board a file holds, once it
// is saved: Changed compares with it.
func (d *Draft) Keep() { d.kept = d.state() }

// Changed reports whether the draft differs from the board kept (Keep):
// an edit taken back leaves it unchanged again.
func (d *Draft) Changed() bool {
	return d.start != d.kept.start || !slices.Equal(d.premiums, d.kept.premiums)
}

// Paint gives square s premium p. Within a stroke every square painted is
// taken back by one Undo; outside one, each Paint is its own edit. It
// reports whether the square changed.
func (d *Draft) Paint(s Square, p Premium) bool {
	if !d.Contains(s) || d.Premium(s) == p {
		return false
	}
	d.save()
	d.premiums[d.Index(s)] = p
	return true
}

// BeginStroke starts a stroke: the squares painted until EndStroke are one
// edit.
func (d *Draft) BeginStroke() { d.inStroke, d.saved = true, false }

// EndStroke ends a stroke.
func (d *Draft) EndStroke() { d.inStroke, d.saved = false, false }

// SetStart moves the start square to s, on the board. It reports whether
// the start square moved: on a square board, whose start square is its
// middle one, it never does.
func (d *Draft) SetStart(s Square) bool {
	if !d.Contains(s) || s == d.start || d.format.Syntax.square {
		return false
	}
	d.save()
	d.start = s
	return true
}

// Mirror says which halves of the board a mirror copies onto the others.
type Mirror uint8

// The mirrors.
const (
	MirrorLeftToRight Mirror = 1 << iota // the right half becomes the left half's mirror image
	MirrorTopToBottom                    // the bottom half becomes the top half's mirror image
	MirrorBoth        = MirrorLeftToRight | MirrorTopToBottom
)

// Mirror makes the board symmetric: the left half copied, mirrored, onto the
// right, the top half onto the bottom, or both (the top-left quarter onto
// the other three). The start square stays. It reports whether any square
// changed.
func (d *Draft) Mirror(m Mirror) bool {
	next := slices.Clone(d.premiums)
	for r := range d.rows {
		for c := range d.cols {
			from := Square{Col: c, Row: r}
			if m&MirrorLeftToRight != 0 && c >= (d.cols+1)/2 {
				from.Col = d.cols - 1 - c
			}
			if m&MirrorTopToBottom != 0 && r >= (d.rows+1)/2 {
				from.Row = d.rows - 1 - r
			}
			next[r*d.cols+c] = d.Premium(from)
		}
	}
	if slices.Equal(next, d.premiums) {
		return false
	}
	d.save()
	d.premiums = next
	return true
}

// CanUndo reports whether there is an edit to take back.
func (d *Draft) CanUndo() bool { return len(d.undo) > 0 }

// CanRedo reports whether there is an edit taken back to do again.
func (d *Draft) CanRedo() bool { return len(d.redo) > 0 }

// Undo takes back the last edit, reporting whether there was one.
func (d *Draft) Undo() bool { return d.swap(&d.undo, &d.redo) }

// Redo does again the last edit taken back, reporting whether there was one.
func (d *Draft) Redo() bool { return d.swap(&d.redo, &d.undo) }

// Board returns the board a file saved from the draft loads as, named
// name, or the loader's reason why such a file is invalid.
func (d *Draft) Board(name string) (*Board, error) {
	return Parse(d.format, name, []byte(d.Format()))
}

// Check reports, in the loader's words, why a file saved from the draft
// would not load, or nil when it would.
func (d *Draft) Check(name string) error {
	_, err := d.Board(name)
	return err
}

// save records the state before an edit, once per stroke, and forgets the
// edits taken back.
func (d *Draft) save() {
	if d.saved {
		return
	}
	if d.undo = append(d.undo, d.state()); len(d.undo) > maxUndo {
		d.undo = slices.Delete(d.undo, 0, 1)
	}
	d.redo, d.saved = nil, d.inStroke
}

// state is the draft's start square and premiums, copied.
func (d *Draft) state() draftState {
	return draftState{start: d.start, premiums: slices.Clone(d.premiums)}
}

// swap moves the draft to the state on top of from, pushing the present
// state onto to, and reports whether from had one.
func (d *Draft) swap(from, to *[]draftState) bool {
	n := len(*from)
	if n == 0 {
		return false
	}
	*to = append(*to, d.state())
	s := (*from)[n-1]
	*from = (*from)[:n-1]
	d.start, d.premiums = s.start, s.premiums
	d.saved = false
	return true
}
