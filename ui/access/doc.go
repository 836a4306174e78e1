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
// Fyne reads the stand-ins after every frame it draws, and finding where
// an object is walks the canvas: the places found are kept for a tenth of
// a second, and the squares of a board are placed from the board's own
// place (Part.In). A reading of a board of 225 squares and 20 other
// objects then costs about 1.5 ms on the 2-core machine, where finding
// each on its own took 10 (BenchmarkReading).
//
// It may import Fyne alone.
package access
