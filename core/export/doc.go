// Package export writes a game as others read it: as plain text for a
// person, and as GCG, the record format of the Scrabble world's programs.
//
// Unlike a save, an export is written once and never read back, so it
// stands apart. It imports core/game, core/computer, core/save (for the
// players' levels) and core/move.
package export
