// Package core holds no code: its subpackages are the games without any
// user interface. From the bottom up:
//
//   - tile: tiles, tile sets, the bag and racks;
//   - board: squares, premiums, boards and their files, the grid of tiles;
//   - lexicon: the word list, its word graph and tries;
//   - move: move notation, plays and packed moves;
//   - rules: a game's rule set as a value;
//   - referee: legality with reasons, and scoring;
//   - movegen: the fast move generator, and movegen/exhaustive, the
//     reference search it is tested against;
//   - game: a game in progress and its history;
//   - leave: the value of the tiles kept;
//   - computer: the computer players;
//   - controller: a game run for a user interface;
//   - save and export: saved games, and records for other programs.
//
// Every rule lives in these packages once. The console and the window only
// ask them what is legal, what a move scores and what happens next.
// docs/architecture.md draws the packages and what each may import.
package core
