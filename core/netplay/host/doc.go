// Package host is the host of a game played between desktops: the one
// copy of the program that holds the game and its bag. Guests join it over
// a WebSocket with the join code, each taking a seat and a token to come
// back with; they send what their players want to do, and the host checks
// each move with the game's referee, plays it, and sends every seat the
// table it may see (core/netplay/seat). The host's own players, at its
// keyboard, are linked to it in the same process (Local), and its
// computers play in its goroutines.
//
// One goroutine owns the game (the actor); connections talk to it by
// messages, so that nothing a peer sends can reach the game but through
// it, and a peer that is slow, silent, flooding or hostile is dropped
// without stalling the others.
//
// It imports core/netplay/wire and core/netplay/seat, core/game and
// core/computer, and github.com/coder/websocket.
package host
