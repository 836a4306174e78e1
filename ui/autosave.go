package ui

import (
	"errors"
	"io/fs"
	"os"
	"slices"

	"scraebbkle/internal/fileio"
	"scraebbkle/ui/play"
)

// autosaves keep the game in progress in a save slot of the folder, after
// every turn, to be offered again at the next start. Each copy of the
// program running at once claims a slot of its own (saveslot.go); the
// files are written in the background (saver.go).
type autosaves struct {
	folder string // "" saves nothing
	saves  *saver
	slot   *saveSlot // claimed when first needed; its path "" saves nothing
	// kept are slots left with a game this window could not resume, held
	// until it ends so that it does not claim them again.
	kept []*saveSlot
	// told is set once the player is told that no slot was free.
	told bool
}

// path is the file the game in progress is saved in, or "" when nothing
// is saved: the save slot the window claims when it first asks.
func (s *autosaves) path() string {
	if s.folder == "" {
		return ""
	}
	return s.claimed().path
}

// save saves the game on table t, if any, so that a game stopped at any
// moment loses at most the turn in progress. A finished game is no longer
// kept. The file is written in the background; a failure is shown once,
// until saving works again.
func (s *autosaves) save(t *play.Table) {
	path := s.path()
	if path == "" || t == nil {
		return
	}
	s.saveData(t.Save(), t.Game().Over())
}

// saveData saves a game, data in the save-file format, or removes the
// save of a game that is over.
func (s *autosaves) saveData(data []byte, over bool) {
	path, folder := s.path(), s.folder
	switch {
	case path == "":
	case over:
		s.saves.save(func() error { return removeIfThere(path) })
	default:
		s.saves.save(func() error {
			if err := os.MkdirAll(folder, 0o755); err != nil {
				return err
			}
			return fileio.WriteAtomic(path, data)
		})
	}
}

// removeIfThere removes the file at path, if there is one.
func removeIfThere(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// other moves the window to another slot, keeping the one it leaves
// claimed, so that it is not claimed again while the window runs, and
// reports whether there was another. With none, the window saves nothing.
func (s *autosaves) other() bool {
	s.kept = append(s.kept, s.slot)
	s.slot = claimSlot(s.folder)
	if slices.ContainsFunc(s.kept, func(k *saveSlot) bool { return k.path == s.slot.path }) {
		s.slot = &saveSlot{} // a slot kept again: the system cannot lock the files
	}
	return s.slot.path != ""
}

// claimed claims the window's slot when it first needs one; with every
// slot held by other copies, it has none and saves nothing.
func (s *autosaves) claimed() *saveSlot {
	if s.slot == nil {
		s.slot = claimSlot(s.folder)
	}
	return s.slot
}

// finish waits until the last save is written, then gives up the save
// slots, and returns why the last save failed, if it did.
func (s *autosaves) finish() error {
	err := s.saves.close()
	s.slot.release()
	for _, k := range s.kept {
		k.release()
	}
	return err
}
