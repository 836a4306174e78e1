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
	button, other := widget.NewButton("Play", nil), widget.NewButton("Pass", nil)
	box := container.NewVBox(widget.NewLabel("above"), button, other)
	scroll := container.NewScroll(box)
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
	in := access.Objects(box, []fyne.CanvasObject{other})
	content, layer := access.Over(container.NewStack(scroll), []access.Part{access.Object(button), said, in[0]})
	w := test.NewWindow(content)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	want := []access.Element{{"Play", fyne.AccessibleRoleButton}, {"the list", fyne.AccessibleRoleText}, {"Pass", fyne.AccessibleRoleButton}}
	if got := access.Read(content); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("read %v, want %v", got, want)
	}
	d := fyne.CurrentApp().Driver()
	for i, o := range []fyne.CanvasObject{button, other} {
		stand := layer.Objects()[2*i]
		if at, want := d.AbsolutePositionForObject(stand), d.AbsolutePositionForObject(o); at != want || stand.Size() != o.Size() {
			t.Errorf("the stand-in is at %v, %v; its button at %v, %v", at, stand.Size(), want, o.Size())
		}
	}
	gone = true
	if got := access.Read(content); len(got) != 2 {
		t.Errorf("a part with no object is still read: %v", got)
	}
}
