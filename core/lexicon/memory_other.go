//go:build !linux

package lexicon

// systemFreeMemory does not know how much memory is free: only Linux says,
// in files anyone may read.
func systemFreeMemory() (uint64, bool) { return 0, false }
