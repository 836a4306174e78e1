package boardview

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/style"
	"scraebbkle/ui/tiles"
)

// inked is where text t is drawn: its measured size, placed in its box as
// its alignment says, and centred down it.
func inked(t *canvas.Text) (fyne.Position, fyne.Size) {
	size := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
	at := t.Position().AddXY(0, (t.Size().Height-size.Height)/2)
	switch t.Alignment {
	case fyne.TextAlignCenter:
		at = at.AddXY((t.Size().Width-size.Width)/2, 0)
	case fyne.TextAlignTrailing:
		at = at.AddXY(t.Size().Width-size.Width, 0)
	}
	return at, size
}

// shownTexts are the texts a square shows, by what they say.
func shownTexts(s *Square) map[string]*canvas.Text {
	shown := map[string]*canvas.Text{}
	for _, o := range uitest.Objects(s) {
		if text, ok := o.(*canvas.Text); ok && text.Text != "" {
			shown[text.Text] = text
		}
	}
	return shown
}

// A premium's label is large enough to read on the smallest squares, and
// the typing arrow on a premium square leaves its label clear. On the
// start square the arrow stands for the star, which shows again once the
// arrow leaves.
func TestPremiumLabelAndArrow(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []float32{FittedSquare, MinSquare, 44} {
		for _, start := range []bool{false, true} {
			s := newSquare(board.Square{}, board.Premium{Kind: board.WordPremium, Factor: 12}, start, nil)
			s.Resize(fyne.NewSquareSize(size))
			s.Draw(tile.Tile{}, Played, "→")
			shown := shownTexts(s)
			label, arrow, star := shown["12W"], shown["→"], shown["★"]
			if label == nil || arrow == nil || star != nil {
				t.Fatalf("%v px, start %v: the square shows %q", size, start, uitest.Face(s))
			}
			if label.TextSize < tiles.LeastText {
				t.Errorf("%v px: the label is %v px high", size, label.TextSize)
			}
			// A text's box is a whole line, leading and all; an arrow's
			// ink lies along the line's middle, which the label must start
			// below.
			lp, _ := inked(label)
			ap, as := inked(arrow)
			if middle := ap.Y + as.Height/2; lp.Y <= middle {
				t.Errorf("%v px, start %v: the label's line starts at %v, above the arrow's middle at %v", size, start, lp.Y, middle)
			}
			if s.Draw(tile.Tile{}, Played, ""); start != (shownTexts(s)["★"] != nil) {
				t.Errorf("%v px, start %v: without the arrow the square shows %q", size, start, uitest.Face(s))
			}
		}
	}
}

// On a start square with a premium, the label stands above the star in
// the corner at every size: its line ends above the middle of the star's.
func TestPremiumLabelClearOfTheStar(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []float32{FittedSquare, 22, MinSquare, 44, 64} {
		s := newSquare(board.Square{}, board.Premium{Kind: board.WordPremium, Factor: -9}, true, nil)
		s.Resize(fyne.NewSquareSize(size))
		s.Draw(tile.Tile{}, Played, "")
		label, star := shownTexts(s)["-9W"], shownTexts(s)["★"]
		if label == nil || star == nil {
			t.Fatalf("%v px: the square shows %q", size, uitest.Face(s))
		}
		lp, ls := inked(label)
		sp, ss := inked(star)
		if bottom, middle := lp.Y+ls.Height, sp.Y+ss.Height/2; bottom > middle || lp.Y < -ls.Height*0.2 {
			t.Errorf("%v px: the label's line runs from %v to %v, the star's middle at %v", size, lp.Y, bottom, middle)
		}
	}
}

// A tile's value is large enough to read on the smallest squares, and
// stays inside its square, one digit or two.
func TestTileValueLegibleOnSmallSquares(t *testing.T) {
	test.NewTempApp(t)
	for _, tile := range []tile.Tile{{Letter: 'M', Value: 3}, {Letter: 'Q', Value: 12}} {
		for _, size := range []float32{FittedSquare, MinSquare} {
			s := newSquare(board.Square{}, board.Premium{}, false, nil)
			s.Resize(fyne.NewSquareSize(size))
			s.Draw(tile, Played, "")
			value := shownTexts(s)[strconv.Itoa(tile.Value)]
			if value == nil {
				t.Fatalf("%v px: the square shows %q", size, uitest.Face(s))
			}
			if value.TextSize < tiles.LeastText {
				t.Errorf("%v px, %c: the value is %v px high", size, tile.Letter, value.TextSize)
			}
			at, ink := inked(value)
			if at.X < 0 || at.X+ink.Width > size || at.Y < 0 || at.Y+ink.Height > size {
				t.Errorf("%v px, %c: the value's line runs from %v to %v, off the square", size, tile.Letter, at, at.AddXY(ink.Width, ink.Height))
			}
			// From the smallest zoom up, the letter stands clear of its
			// value, and inside the square.
			lp, ls := inked(shownTexts(s)[string(tile.Letter)])
			if size >= MinSquare && (lp.X+ls.Width > at.X || lp.X < 0) {
				t.Errorf("%v px, %c: the letter runs from x %v to %v, into the value from %v", size, tile.Letter, lp.X, lp.X+ls.Width, at.X)
			}
		}
	}
}

// On a tile, as on a hint's ghost tile, the typing arrow shrinks into the
// top left corner, clear of the letter, even the widest.
func TestArrowOnATileLeavesTheLetterClear(t *testing.T) {
	test.NewTempApp(t)
	for _, tile := range []tile.Tile{{Letter: 'W', Value: 4}, {Letter: 'Q', Value: 12}} {
		for _, size := range []float32{FittedSquare, MinSquare, 44} {
			s := newSquare(board.Square{}, board.Premium{}, false, nil)
			s.Resize(fyne.NewSquareSize(size))
			s.Draw(tile, Preview, "→")
			shown := shownTexts(s)
			letter, arrow := shown[string(tile.Letter)], shown["→"]
			if letter == nil || arrow == nil {
				t.Fatalf("%v px: the square shows %q", size, uitest.Face(s))
			}
			lp, _ := inked(letter)
			ap, as := inked(arrow)
			// A text's box is a whole line, leading and all: the arrow's ink
			// lies along its line's middle, the letter's below its line's top.
			if middle := ap.Y + as.Height/2; ap.X < 0 || middle > lp.Y {
				t.Errorf("%v px, %c: the arrow's middle is at %v, below the top of the letter's line at %v", size, tile.Letter, middle, lp.Y)
			}
		}
	}
}

// A blank's letter is drawn in the blank's colour, on the board and in a
// hint's preview, where the other tiles' letters take the ghost's ink.
func TestBlankLetterStandsOut(t *testing.T) {
	test.NewTempApp(t)
	for _, look := range []Look{Played, Pending, Preview} {
		for _, blank := range []bool{false, true} {
			s := newSquare(board.Square{}, board.Premium{}, false, nil)
			s.Resize(fyne.NewSquareSize(44))
			tile := tile.Tile{Letter: 'E', Value: 1}
			if blank {
				tile.Value, tile.Blank = 8, true
			}
			s.Draw(tile, look, "")
			letter := shownTexts(s)["E"]
			if letter == nil {
				t.Fatalf("look %d, blank %v: the square shows %q", look, blank, uitest.Face(s))
			}
			if got := letter.Color == style.BlankText; got != blank {
				t.Errorf("look %d, blank %v: the letter is drawn in %v", look, blank, letter.Color)
			}
		}
	}
}

// On the classic board the centre square shows its star alone, on the
// pink of its double word, and the premiums are labelled DL, TL, DW and TW.
func TestClassicSquares(t *testing.T) {
	test.NewTempApp(t)
	centre := newSquare(board.Square{}, board.Premium{Kind: board.WordPremium, Factor: 2}, true, nil)
	centre.SetLook(style.ClassicLook)
	centre.Resize(fyne.NewSquareSize(MinSquare))
	if shown := shownTexts(centre); len(shown) != 1 || shown["★"] == nil {
		t.Errorf("the centre square shows %q, not its star alone", uitest.Face(centre))
	}
	for p, want := range map[board.Premium]string{
		{Kind: board.LetterPremium, Factor: 2}: "DL", {Kind: board.LetterPremium, Factor: 3}: "TL",
		{Kind: board.WordPremium, Factor: 2}: "DW", {Kind: board.WordPremium, Factor: 3}: "TW",
		{Kind: board.WordPremium, Factor: -2}: "-2W",
	} {
		s := newSquare(board.Square{}, p, false, nil)
		s.SetLook(style.ClassicLook)
		if got := uitest.Face(s); got != want {
			t.Errorf("%+v is labelled %q, want %q", p, got, want)
		}
	}
}
