// Package ui is the application shell of ScraeBBKle's desktop window, built
// with Fyne: the window and its menus and keys, the game on screen and its
// replacement (New Game, Open, Undo), the autosave after every turn and the
// offer to resume at the next start, the word lists loading in the
// background (the built-in one and files), the board editor's window, and
// the window's size. It plays the three games of ui/games.
//
// The window is made of parts, each in its own package, from the top down:
//
//	ui           the shell: App and its parts (this package)
//	ui/newgame   the New Game dialog: the game, board, word list, players
//	ui/editor    the board editor's window, for the boards of every game
//	ui/play      the game screen: board, rack, panel, status line, buttons
//	ui/panel     the side panel: scores, log, best moves, tiles, word check
//	ui/exchange  the dialog of an exchange
//	ui/thinking  the indicator of a computer working out its move
//	ui/dialogs   keyed dialogs, file dialogs, the end-of-game summary
//	ui/rack      the rack widget
//	ui/boardview the board widget, shared by the game and the editor
//	ui/tiles     a tile's drawing, shared by the rack and the board
//	ui/turn      the turn being laid, a model without Fyne
//	ui/keys      the keyboard shortcuts of both windows
//	ui/style     the theme, the colours and small layout helpers
//	ui/phrase    how the window words numbers, errors and moves
//	ui/games     the games, their board formats, the games of a board
//
// A package imports only those below it, and the engine (core/...). This
// one may import them all; no package of ui imports it. Its App is made of
// parts that each keep their own state (autosaves, resumer, the New Game
// Chooser, gameFiles, editing, undoer, wordLists), so that a change to
// saving, say, is made in autosave.go alone.
//
// The package decides no rule: it shows what the engine says and hands it
// the player's moves. It never imports Fyne's app package, so its tests run
// with Fyne's test driver and no display. Everything that a background
// goroutine changes is handed to the UI goroutine through an injected post
// function (fyne.Do in the program).
package ui
