package lexicon

import "fmt"

// Loading a list takes at its height, the file's own bytes, the word list
// and its graph counted, at most loadBytesPerByte bytes of memory per
// byte of the file, and loadBaseBytes more whatever its size: a list of
// 100 kB takes some 3.6 MB. BenchmarkLoadLargeList measures the height on
// a list of 20 MB, and TestLoadingMemoryStaysWithinItsBound fails when it
// passes the bound.
const (
	loadBytesPerByte = 25
	loadBaseBytes    = 4 << 20
)

// loadMemory is the most memory that loading a list of size bytes takes.
func loadMemory(size int) uint64 {
	return uint64(size)*loadBytesPerByte + loadBaseBytes
}

// freeMemory reports how many bytes of memory the program may still take,
// or false when the system does not say. Tests stand in for the system
// by replacing it.
var freeMemory = systemFreeMemory

// checkMemory refuses a list of size bytes when loading it would need
// more memory than is free, rather than have the system run out of
// memory halfway through.
func checkMemory(size int) error {
	need := loadMemory(size)
	free, known := freeMemory()
	if !known || need <= free {
		return nil
	}
	return fmt.Errorf("the list is %s, and loading it needs %s of memory, but only %s is free",
		megabytes(uint64(size)), megabytes(need), megabytes(free))
}

// megabytes says n bytes in megabytes, to one decimal place.
func megabytes(n uint64) string {
	return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
}
