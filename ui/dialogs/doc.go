// Package dialogs is what the window's dialogs share: dialogs the keyboard
// answers (Enter, Escape, a typed letter) one window at a time, the entry
// and list that pass those keys on, the messages and questions every part
// asks (Tell, Confirm, Ask, ShowError, the letter of a blank), the file
// dialogs with the folder each kind of file opens in, and the summary
// shown at the end of a game.
//
// It may import Fyne, the engine's game, board, lexicon, move and save
// packages (for a summary, its moves and the sizes of files),
// internal/fileio, and ui/style and ui/phrase. The game screen, the board
// editor, the New Game dialog and the application shell all show their
// dialogs through it, so a dialog answers the keyboard the same way
// wherever it is opened, and none of them needs another to ask a
// question.
package dialogs
