// Package access is what the window tells a screen reader.
//
// Fyne 2.8, built with the accessibility tag on Windows and macOS, reads a
// screen reader the objects that say what they are (fyne.Accessible), as
// it finds them going down the window's content through containers
// (*fyne.Container) alone: an object inside a widget, such as a scroll, a
// split, the board's squares or the rack's tiles, is never found. So a
// screen lays over its content a Layer: a container of stand-ins, one for
// each object a screen reader should know, each where its object is, as
// large, and saying what the object says of itself. The stand-ins draw
// nothing and take no pointer or key: the objects under them do.
//
// It may import Fyne alone.
package access
