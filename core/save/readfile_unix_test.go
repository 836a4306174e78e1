//go:build unix

package save

import (
	"path/filepath"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"syscall"
	"testing"
)

// A named pipe is refused at once: opening it would wait for a writer.
func TestLoadBoardRefusesANamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "board.txt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if _, err := board.Load(rules.ScraeBBKle().Board, fifo); err == nil || err.Error() != fifo+": not a file but a named pipe" {
		t.Errorf("LoadBoard(fifo) error %v", err)
	}
	if _, _, err := LoadFile(coretest.Referee(), fifo); err == nil || err.Error() != fifo+": not a file but a named pipe" {
		t.Errorf("LoadGameFile(fifo) error %v", err)
	}
}
