// Package fileio reads, writes and locks the files the program keeps:
// reading with a size limit and a clear word for what is not a file,
// writing atomically (a new file renamed over the old, synced), and a lock
// that keeps two copies of the program from playing one save file.
//
// It is internal: the engine's packages and the windows use it, no one
// else. It imports internal/prose.
package fileio
