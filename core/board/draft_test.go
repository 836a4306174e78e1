package board_test

import (
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

func TestNewDraftSizes(t *testing.T) {
	tests := []struct {
		cols, rows int
		err        string // "" for a valid size
	}{
		{7, 28, ""},
		{26, 99, ""},
		{15, 15, ""},
		{6, 40, "a board has 7 to 26 columns, not 6"},
		{27, 40, "a board has 7 to 26 columns, not 27"},
		{20, 9, "a board has 10 to 99 rows, not 9"},
		{20, 100, "a board has 10 to 99 rows, not 100"},
		{7, 27, "a 7×27 board has 189 squares; at least 192 are needed"},
		{8, 23, "an 8×23 board has 184 squares; at least 192 are needed"},
		{11, 17, "an 11×17 board has 187 squares; at least 192 are needed"},
		{18, 10, "an 18×10 board has 180 squares; at least 192 are needed"},
		{12, 15, "a 12×15 board has 180 squares; at least 192 are needed"},
	}
	for _, tt := range tests {
		d, err := board.NewDraft(rules.ScraeBBKle().Board, tt.cols, tt.rows)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%d x %d: error %v, want %q", tt.cols, tt.rows, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%d x %d: %v", tt.cols, tt.rows, err)
		}
		b, err := d.Board("new.txt")
		if err != nil {
			t.Fatalf("%d x %d: a new draft does not load: %v", tt.cols, tt.rows, err)
		}
		if b.Cols() != tt.cols || b.Rows() != tt.rows || b.Start() != (board.Square{tt.cols / 2, tt.rows / 2}) {
			t.Errorf("%d x %d: loads as %d x %d starting at %s", tt.cols, tt.rows, b.Cols(), b.Rows(), b.Start())
		}
	}
}

func TestDraftOfTheDefaultBoardSavesTheSameFile(t *testing.T) {
	d := board.DraftOf(rules.ScraeBBKle().Board, coretest.DefaultBoard(t))
	if got := d.Format(); got != resources.DefaultBoard {
		t.Fatalf("saved as\n%s\nwant\n%s", got, resources.DefaultBoard)
	}
}

// paintedDraft is a 7 x 28 draft with the given squares painted, one edit
// each.
func paintedDraft(t *testing.T, paint map[string]board.Premium) *board.Draft {
	t.Helper()
	d, err := board.NewDraft(rules.ScraeBBKle().Board, 7, 28)
	if err != nil {
		t.Fatal(err)
	}
	for pos, p := range paint {
		sq, ok := board.ParseSquare(pos)
		if !ok {
			t.Fatalf("bad square %s", pos)
		}
		d.Paint(sq, p)
	}
	return d
}

func TestDraftEditsRoundTripThroughTheFileFormat(t *testing.T) {
	d := paintedDraft(t, map[string]board.Premium{
		"a1": {board.LetterPremium, 3}, "g28": {board.WordPremium, -9}, "d15": {board.WordPremium, 99}, "b2": {board.LetterPremium, 0},
	})
	if !d.SetStart(board.Square{Col: 0, Row: 27}) {
		t.Fatal("the start square did not move")
	}
	b, err := d.Board("mine.txt")
	if err != nil {
		t.Fatal(err)
	}
	again, err := board.Parse(rules.ScraeBBKle().Board, "mine.txt", []byte(b.Format()))
	if err != nil || !again.Equal(b) {
		t.Fatalf("saved and loaded again: %v", err)
	}
	for _, c := range []struct {
		sq board.Square
		p  board.Premium
	}{{board.Square{0, 0}, board.Premium{board.LetterPremium, 3}}, {board.Square{6, 27}, board.Premium{board.WordPremium, -9}}, {board.Square{1, 1}, board.Premium{board.LetterPremium, 0}}, {board.Square{2, 2}, board.Premium{}}} {
		if got := b.Premium(c.sq); got != c.p {
			t.Errorf("%s: %v, want %v", c.sq, got, c.p)
		}
	}
	if b.Start() != (board.Square{0, 27}) {
		t.Errorf("start %s", b.Start())
	}
}

func TestDraftRefusesAnInvalidBoardInTheLoadersWords(t *testing.T) {
	d := paintedDraft(t, map[string]board.Premium{"c2": {board.WordPremium, 100}})
	err := d.Check("mine.txt")
	if err == nil {
		t.Fatal("a factor of 100 was accepted")
	}
	if !strings.Contains(err.Error(), "mine.txt: line 5, column 4") || !strings.Contains(err.Error(), "100") {
		t.Fatalf("error %q does not say where and what", err)
	}
	d.Paint(board.Square{Col: 2, Row: 1}, board.Premium{board.WordPremium, 99})
	if err := d.Check("mine.txt"); err != nil {
		t.Fatalf("fixed, still refused: %v", err)
	}
}

func TestDraftUndoRedo(t *testing.T) {
	d := paintedDraft(t, nil)
	a1, b1, c1 := board.Square{0, 0}, board.Square{1, 0}, board.Square{2, 0}
	w2 := board.Premium{board.WordPremium, 2}
	if d.Paint(a1, board.Premium{}) {
		t.Error("painting a plain square plain is no edit")
	}
	d.Paint(a1, w2)
	d.BeginStroke()
	d.Paint(b1, w2)
	d.Paint(c1, w2)
	d.EndStroke()
	d.SetStart(c1)
	steps := []struct {
		do   func() bool
		want string // premiums of a1 b1 c1, then the start square
	}{
		{d.Undo, "2 2 2 d15"},
		{d.Undo, "2 . . d15"}, // the stroke is one edit
		{d.Undo, ". . . d15"},
		{d.Undo, ". . . d15"}, // nothing left: refused
		{d.Redo, "2 . . d15"},
		{d.Redo, "2 2 2 d15"},
		{d.Redo, "2 2 2 c1"},
		{d.Redo, "2 2 2 c1"},
	}
	for i, s := range steps {
		s.do()
		got := ""
		for _, sq := range []board.Square{a1, b1, c1} {
			if p := d.Premium(sq); p.Kind == board.Plain {
				got += ". "
			} else {
				got += string(rune('0'+p.Factor)) + " "
			}
		}
		if got += d.Start().String(); got != s.want {
			t.Errorf("step %d: %q, want %q", i, got, s.want)
		}
	}
	d.Undo()
	d.Paint(board.Square{3, 3}, w2)
	if d.CanRedo() {
		t.Error("a new edit keeps the edits taken back")
	}
}

func TestDraftMirror(t *testing.T) {
	l3, w2 := board.Premium{board.LetterPremium, 3}, board.Premium{board.WordPremium, 2}
	tests := []struct {
		m    board.Mirror
		want map[board.Square]board.Premium // squares not listed are plain
	}{
		{board.MirrorLeftToRight, map[board.Square]board.Premium{{0, 0}: l3, {6, 0}: l3, {1, 26}: w2, {5, 26}: w2}},
		{board.MirrorTopToBottom, map[board.Square]board.Premium{{0, 0}: l3, {0, 27}: l3, {4, 2}: w2, {4, 25}: w2}},
		{board.MirrorBoth, map[board.Square]board.Premium{{0, 0}: l3, {6, 0}: l3, {0, 27}: l3, {6, 27}: l3}},
	}
	for _, tt := range tests {
		d, _ := board.NewDraft(rules.ScraeBBKle().Board, 7, 28)
		d.Paint(board.Square{0, 0}, l3)
		switch tt.m {
		case board.MirrorLeftToRight:
			d.Paint(board.Square{1, 26}, w2) // in the left half, copied right
			d.Paint(board.Square{6, 5}, w2)  // in the right half, overwritten
		case board.MirrorTopToBottom:
			d.Paint(board.Square{4, 2}, w2)
			d.Paint(board.Square{2, 20}, w2)
		case board.MirrorBoth:
			d.Paint(board.Square{6, 27}, w2) // overwritten by a1's image
		}
		before := d.Format()
		if !d.Mirror(tt.m) {
			t.Fatalf("mirror %d changed nothing", tt.m)
		}
		for r := range d.Rows() {
			for c := range d.Cols() {
				sq := board.Square{c, r}
				if got := d.Premium(sq); got != tt.want[sq] {
					t.Errorf("mirror %d: %s is %v, want %v", tt.m, sq, got, tt.want[sq])
				}
			}
		}
		if d.Mirror(tt.m) {
			t.Errorf("mirror %d twice changed the board again", tt.m)
		}
		if d.Undo(); d.Format() != before {
			t.Errorf("mirror %d: undo did not restore the board", tt.m)
		}
	}
}

// A draft is changed when it differs from the board kept, and no longer
// once its edits are taken back or it is kept again.
func TestDraftChangedComparesWithTheBoardKept(t *testing.T) {
	d, err := board.NewDraft(rules.ScraeBBKle().Board, 12, 16)
	if err != nil {
		t.Fatal(err)
	}
	if d.Changed() {
		t.Fatal("a new draft is changed")
	}
	a1 := board.Square{}
	d.Paint(a1, board.Premium{Kind: board.WordPremium, Factor: 2})
	if !d.Changed() {
		t.Fatal("a painted draft is not changed")
	}
	d.Undo()
	if d.Changed() {
		t.Error("a draft whose edit was taken back is changed")
	}
	d.Redo()
	d.Keep()
	if d.Changed() {
		t.Error("a draft just kept is changed")
	}
	start := d.Start()
	d.SetStart(board.Square{Col: 1, Row: 1})
	d.SetStart(start)
	if d.Changed() {
		t.Error("a start square moved and moved back is changed")
	}
}

// The start square of a ScraBBKle board is its middle one: a draft of one
// does not move it, which its file could not say.
func TestSquareDraftKeepsItsStartInTheMiddle(t *testing.T) {
	d, err := board.NewDraft(rules.ScraBBKle().Board, 16, 16)
	if err != nil {
		t.Fatal(err)
	}
	if d.SetStart(board.Square{Col: 2, Row: 3}) || d.Start() != board.Middle(16) || d.Changed() || d.CanUndo() {
		t.Errorf("the start square moved to %v, changed %v", d.Start(), d.Changed())
	}
}
