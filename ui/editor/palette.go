package editor

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The board editor's tools.
const (
	toolPlain  = "Plain square"
	toolLetter = "Letter premium"
	toolWord   = "Word premium"
	toolStart  = "Start square"
)

// palette is the board editor's choice of what a tap or a drag paints: a
// plain square, a letter or word premium with its factor, or the start
// square.
type palette struct {
	format  board.Format // the format of the board painted
	tools   *widget.RadioGroup
	factor  *widget.Entry
	limits  *widget.Label // the factors the format allows
	why     *widget.Label // why the factor typed cannot be painted, hidden when it can
	middle  *widget.Label // on a square board, which starts in its middle, says so
	content fyne.CanvasObject
}

// newPalette returns the palette, set to paint word premiums of 2; fit
// fits it to a board's format.
func newPalette() *palette {
	p := &palette{tools: widget.NewRadioGroup([]string{toolPlain, toolLetter, toolWord, toolStart}, nil), limits: widget.NewLabel("")}
	p.middle = widget.NewLabel("The start square\nis the middle one.")
	p.middle.Hide()
	p.tools.Required, p.tools.Selected = true, toolWord
	p.factor = widget.NewEntry()
	p.factor.SetText("2")
	p.factor.Validator = func(s string) error {
		_, err := p.premiumFactor(s)
		return err
	}
	// Fyne keeps its ✓ while the entry has the focus, however wrong the
	// text typed: the reason shows at once below it instead, and the ✓
	// goes.
	p.factor.AlwaysShowValidationError = true
	p.why = widget.NewLabel("")
	p.why.Wrapping = fyne.TextWrapWord
	p.why.Importance = widget.DangerImportance
	p.why.Hide()
	p.factor.OnChanged = p.explain
	p.content = container.NewVBox(
		widget.NewLabelWithStyle("Paint", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.tools, p.middle,
		p.limits, p.factor, p.why,
		widget.NewLabel("Tap a square, or drag\nacross squares, to paint;\nor move with the arrow\nkeys and press Space."),
	)
	return p
}

// fit fits the palette to boards of format f: the factors it allows, and
// the start square's tool where the format lets it move, not on a square
// board, which starts in its middle.
func (p *palette) fit(f board.Format) {
	p.format = f
	p.limits.SetText(fmt.Sprintf("Factor (%d to %d)", f.MinFactor, f.MaxFactor))
	tools := []string{toolPlain, toolLetter, toolWord, toolStart}
	if f.Syntax.Square() {
		tools = tools[:3]
	}
	if !slices.Contains(tools, p.tools.Selected) {
		p.tools.Selected = toolWord
	}
	p.tools.Options = tools
	p.tools.Refresh()
	style.ShowIf(p.middle, f.Syntax.Square())
	p.explain(p.factor.Text)
}

// explain shows, below the factor, why factor s cannot be painted, or
// nothing when it can.
func (p *palette) explain(s string) {
	if _, err := p.premiumFactor(s); err != nil {
		p.why.SetText(phrase.Sentence(err))
		p.why.Show()
		return
	}
	p.why.Hide()
}

// errFactor says what a factor must be.
var errFactor = errors.New("the factor is a whole number, such as 2 or -3")

// premiumFactor reads a factor as typed, one the rules allow.
func (p *palette) premiumFactor(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, errFactor
	}
	return n, p.format.CheckFactor(n)
}

// paint applies the palette's tool to square sq of draft d, and reports
// whether the draft changed, or why a premium's factor cannot be painted.
func (p *palette) paint(d *board.Draft, sq board.Square) (bool, error) {
	switch p.tools.Selected {
	case toolStart:
		return d.SetStart(sq), nil
	case toolPlain:
		return d.Paint(sq, board.Premium{}), nil
	}
	f, err := p.premiumFactor(p.factor.Text)
	if err != nil {
		return false, err
	}
	kind := board.WordPremium
	if p.tools.Selected == toolLetter {
		kind = board.LetterPremium
	}
	return d.Paint(sq, board.Premium{Kind: kind, Factor: f}), nil
}
