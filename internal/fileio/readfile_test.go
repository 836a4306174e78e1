package fileio

import (
	"os"
	"testing"
)

// Regular files are files; folders, pipes, devices, sockets and links are
// not. A mode the system calls irregular is a file only on Windows, where
// Go gives it to some files, such as OneDrive's placeholders.
func TestIsFile(t *testing.T) {
	for _, c := range []struct {
		mode os.FileMode
		want bool
	}{
		{0o644, true},
		{os.ModeIrregular, irregularFiles},
		{os.ModeDir | 0o755, false},
		{os.ModeNamedPipe, false},
		{os.ModeDevice | os.ModeCharDevice, false},
		{os.ModeSocket, false},
		{os.ModeSymlink, false},
		{os.ModeIrregular | os.ModeDir, false},
	} {
		if got := IsFile(c.mode); got != c.want {
			t.Errorf("IsFile(%v) = %v, want %v", c.mode, got, c.want)
		}
	}
}
