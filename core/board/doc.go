// Package board is the board a game is played on and the tiles lying on
// it: squares and directions, premium squares, the board's layout (size,
// start square, premiums), the Grid of tiles on a board, board files
// (reading them with the line and column of each fault, writing them, and
// Mend, which repairs what it can), the editor's Draft of a board, and the
// console's drawing of a grid.
//
// Everything that knows where a square is lives here; nothing here knows
// a word or a rule of play beyond the limits a game sets on its boards
// (Format). It imports core/tile, internal/ascii, internal/prose and
// internal/fileio.
package board
