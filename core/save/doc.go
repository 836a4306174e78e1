// Package save writes a game to a save file and reads it back: a JSON
// document of the board, the bag's order, every turn and what the window
// keeps besides (levels, hints, racks as arranged). Reading replays every
// turn through the referee and refuses a file that does not add up, with
// the turn and the reason. docs/save-format.md describes the format.
//
// It imports core/game and core/computer (for the levels) and the
// packages below them, and internal/fileio and internal/prose.
package save
