package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The committed icons are exactly what this program draws, so they can be
// drawn again at any time: after changing the drawing, run make icon.
func TestIconsAreUpToDate(t *testing.T) {
	want, err := encode()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Icon.png", filepath.Join("resources", "icon.png")} {
		got, err := os.ReadFile(filepath.Join("..", "..", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what tools/icon draws (%d bytes, want %d): run make icon", name, len(got), len(want))
		}
	}
}

func TestIconIsSquare1024(t *testing.T) {
	data, err := encode()
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != size || cfg.Height != size {
		t.Errorf("the icon is %dx%d, want %dx%d", cfg.Width, cfg.Height, size, size)
	}
}
