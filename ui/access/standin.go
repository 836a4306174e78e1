package access

import "fyne.io/fyne/v2"

// standIn stands in for an object for a screen reader: it is where the
// object is, as large, shown while it is, and says what it says. It draws
// nothing and takes no event.
type standIn struct {
	part   Part
	places *places
}

// Target is the object stood in for now, or nil.
func (s *standIn) Target() fyne.CanvasObject { return s.part.At() }

// says is what the part says and its role: what its Says gives, or what
// its object says of itself; a container's role, which a screen reader
// passes over, when it says nothing.
func (s *standIn) says() (string, fyne.AccessibleRole) {
	if s.part.Says != nil {
		return s.part.Says()
	}
	if a, ok := s.part.At().(fyne.Accessible); ok {
		return a.AccessibilityLabel(), a.AccessibilityRole()
	}
	return "", fyne.AccessibleRoleContainer
}

// AccessibilityLabel is what the part says.
func (s *standIn) AccessibilityLabel() string {
	label, _ := s.says()
	return label
}

// AccessibilityRole is the part's role.
func (s *standIn) AccessibilityRole() fyne.AccessibleRole {
	_, role := s.says()
	return role
}

// Position is where the object is, relative to the layer.
func (s *standIn) Position() fyne.Position {
	if o := s.part.At(); o != nil {
		return s.places.within(o, s.part.In)
	}
	return fyne.Position{}
}

// Size is the object's.
func (s *standIn) Size() fyne.Size {
	if o := s.part.At(); o != nil {
		return o.Size()
	}
	return fyne.Size{}
}

// Visible reports whether the object is there and shown.
func (s *standIn) Visible() bool {
	o := s.part.At()
	return o != nil && o.Visible()
}

// MinSize is nothing: the stand-in takes no room.
func (s *standIn) MinSize() fyne.Size { return fyne.Size{} }

// Move does nothing: the stand-in is where its object is.
func (s *standIn) Move(fyne.Position) {}

// Resize does nothing: the stand-in is as large as its object.
func (s *standIn) Resize(fyne.Size) {}

// Show does nothing: the stand-in shows while its object does.
func (s *standIn) Show() {}

// Hide does nothing: the stand-in hides while its object does.
func (s *standIn) Hide() {}

// Refresh does nothing: the stand-in draws nothing.
func (s *standIn) Refresh() {}
