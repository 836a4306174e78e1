package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"scraebbkle/internal/fileio"
)

// saveSlot is the file a running copy of the program autosaves its game
// in. Each copy running at once claims a slot of its own, by locking the
// slot's lock file until it ends, so that two windows never write over each
// other's game; a slot left with a game in it is offered by the next copy
// to claim it.
type saveSlot struct {
	path string           // "" for no slot: nothing is saved
	lock *fileio.FileLock // nil when the system cannot lock the file
}

// maxSlots is how many copies of the program running at once keep a game
// each; a copy started beyond them saves nothing.
const maxSlots = 9

// slotFile is the name of slot n's file, ending in ext: "autosave.json"
// for the first, "autosave-2.json" for the second.
func slotFile(n int, ext string) string {
	if n == 1 {
		return "autosave" + ext
	}
	return "autosave-" + strconv.Itoa(n) + ext
}

// claimSlot claims the first slot in folder that no other copy holds and
// that holds a game, or else the first that no other copy holds, or else
// returns no slot.
func claimSlot(folder string) *saveSlot {
	os.MkdirAll(folder, 0o755) // a folder that cannot be made fails the first save, which says so
	var free *saveSlot
	for n := 1; n <= maxSlots; n++ {
		if free != nil && !fileio.Exists(filepath.Join(folder, slotFile(n, ".json"))) {
			continue // only a slot with a game is wanted now
		}
		s, ok := lockSlot(folder, n)
		switch {
		case !ok:
			continue
		case fileio.Exists(s.path):
			free.release()
			return s
		case free == nil:
			free = s
		default:
			s.release()
		}
	}
	if free == nil {
		return &saveSlot{}
	}
	return free
}

// lockSlot locks slot n in folder. It fails only when another copy holds
// the slot: a slot that cannot be locked at all is used unlocked.
func lockSlot(folder string, n int) (*saveSlot, bool) {
	s := &saveSlot{path: filepath.Join(folder, slotFile(n, ".json"))}
	lock, err := fileio.LockFile(filepath.Join(folder, slotFile(n, ".lock")))
	if errors.Is(err, fileio.ErrLocked) {
		return nil, false
	}
	s.lock = lock
	return s, true
}

// release gives up the slot. It may be called on a nil slot.
func (s *saveSlot) release() {
	if s != nil {
		s.lock.Unlock()
	}
}
