package dialogs

import (
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// AskLetter asks which letter a blank plays and calls chosen with it
// (upper case), or cancelled if the question is closed unanswered.
func (k *Keyed) AskLetter(chosen func(byte), cancelled func()) {
	var d *dialog.CustomDialog
	answered := false
	choose := func(c byte) {
		answered = true
		d.Hide()
		chosen(c)
	}
	grid := container.NewGridWithColumns(7)
	for c := byte('A'); c <= 'Z'; c++ {
		grid.Add(widget.NewButton(string(c), func() { choose(c) }))
	}
	d = dialog.NewCustom("Which letter does the blank play? Type it or click it.", "Cancel", grid, k.win)
	d.SetOnClosed(func() {
		if !answered {
			cancelled()
		}
	})
	k.Show(d, Keys{Escape: d.Hide, Letter: choose})
}

// Frame is the height a dialog takes besides its content: its title,
// its buttons and their margins.
const Frame = 150

// FitHeight is content in a scroll as tall as the content, or as the
// window leaves room for in a dialog: in a small window a tall dialog
// scrolls rather than draw its buttons over its content. Its height
// follows the content's, as rows of it are shown or hidden.
func FitHeight(content fyne.CanvasObject, win fyne.Window) fyne.CanvasObject {
	return container.New(fitHeight{content: content, win: win}, container.NewVScroll(content))
}

// fitHeight lays out the scroll of FitHeight: as wide as its content, and
// as tall as its content or the window leaves room for.
type fitHeight struct {
	content fyne.CanvasObject
	win     fyne.Window
}

// MinSize is the content's width, and its height up to what the window
// leaves room for.
func (l fitHeight) MinSize([]fyne.CanvasObject) fyne.Size {
	need := l.content.MinSize()
	return fyne.NewSize(need.Width, max(0, min(need.Height, l.win.Canvas().Size().Height-Frame)))
}

// Layout gives the scroll the whole size.
func (l fitHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) { objects[0].Resize(size) }

// CappedLabel is a label as wide as its text, but no wider than most:
// past that it ends its text with an ellipsis, so that a long file name
// shortens instead of widening its dialog past the window.
type CappedLabel struct {
	widget.Label
	most float32
}

// NewCappedLabel makes an empty CappedLabel no wider than most.
func NewCappedLabel(most float32) *CappedLabel {
	l := &CappedLabel{most: most}
	l.Truncation = fyne.TextTruncateEllipsis
	l.ExtendBaseWidget(l)
	return l
}

// MinSize is the width of the text, with its padding, up to the widest
// allowed. A pixel more keeps a text that fits from being cut short: the
// label measures it again, in its own way, to decide.
func (l *CappedLabel) MinSize() fyne.Size {
	text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
	return fyne.NewSize(min(text.Width+2*theme.InnerPadding()+1, l.most), l.Label.MinSize().Height)
}

// Wrapped is a label that wraps its text at a readable width.
func Wrapped(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return style.AtLeastWide(l, 440)
}
