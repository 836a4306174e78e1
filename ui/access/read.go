package access

import "fyne.io/fyne/v2"

// Element is what a screen reader is told of one thing on screen.
type Element struct {
	Label string
	Role  fyne.AccessibleRole
}

// Read is what a screen reader is told of the window's content o, found
// as Fyne 2.8 finds it on Windows and macOS: going down through
// containers (*fyne.Container) alone, each object shown that says what it
// is, but for containers, in order.
func Read(o fyne.CanvasObject) []Element {
	var out []Element
	read(o, &out)
	return out
}

// read appends to out what o and the containers under it say.
func read(o fyne.CanvasObject, out *[]Element) {
	if o == nil || !o.Visible() {
		return
	}
	if a, ok := o.(fyne.Accessible); ok && a.AccessibilityRole() != fyne.AccessibleRoleContainer {
		*out = append(*out, Element{a.AccessibilityLabel(), a.AccessibilityRole()})
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			read(child, out)
		}
	}
}
