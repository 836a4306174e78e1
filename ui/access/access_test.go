package access_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/ui/access"
)

// A button inside a scroll, a widget, is not found as Fyne finds what it
// reads a screen reader; laid over with a stand-in, it is, where the
// button is, as large, saying what it says; and a part that says what it
// is told to, while its object is there.
func TestStandInsAreFoundWhereTheirObjectsAre(t *testing.T) {
	test.NewTempApp(t)
	button := widget.NewButton("Play", nil)
	scroll := container.NewScroll(container.NewVBox(widget.NewLabel("above"), button))
	if got := access.Read(container.NewStack(scroll)); len(got) != 0 {
		t.Fatalf("found inside the scroll without stand-ins: %v", got)
	}
	var gone bool
	said := access.Part{
		At: func() fyne.CanvasObject {
			if gone {
				return nil
			}
			return scroll
		},
		Says: func() (string, fyne.AccessibleRole) { return "the list", fyne.AccessibleRoleText },
	}
	content, layer := access.Over(container.NewStack(scroll), []access.Part{access.Object(button), said})
	w := test.NewWindow(content)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	want := []access.Element{{"Play", fyne.AccessibleRoleButton}, {"the list", fyne.AccessibleRoleText}}
	if got := access.Read(content); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("read %v, want %v", got, want)
	}
	stand := layer.Objects()[0]
	d := fyne.CurrentApp().Driver()
	if at, want := d.AbsolutePositionForObject(stand), d.AbsolutePositionForObject(button); at != want || stand.Size() != button.Size() {
		t.Errorf("the stand-in is at %v, %v; the button at %v, %v", at, stand.Size(), want, button.Size())
	}
	gone = true
	if got := access.Read(content); len(got) != 1 {
		t.Errorf("a part with no object is still read: %v", got)
	}
}
