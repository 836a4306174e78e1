package access

// Forget forgets the places found, as the moment they are kept for ends.
func (l *Layer) Forget() { l.places.found = nil }
