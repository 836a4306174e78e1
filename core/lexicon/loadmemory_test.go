package lexicon

import (
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"
)

// largeListBytes is the size of the generated list the memory of loading
// is measured on: a large real list (Collins is 3 MB, the largest lists
// in use some 40 MB).
const largeListBytes = 20 << 20

// largeList is the generated list of largeListBytes, made once.
var largeList = sync.OnceValue(func() []byte { return markovList(largeListBytes, 2024) })

// heapInUse is the metric peakHeap samples: the bytes of the heap's spans
// in use, objects live or not yet swept and the space between them, as
// MemStats.HeapInuse. It is what the program holds of the heap at that
// moment, whatever the collector makes of it later.
var heapInUse = []string{"/memory/classes/heap/objects:bytes", "/memory/classes/heap/unused:bytes"}

// peakHeap runs load and returns the most heap it held in use at once,
// above what was in use when it began.
//
// It collects the garbage first, so that nothing left over is counted,
// then reads the heap in use every 50 µs while load runs, and once more
// after. The heap grows only by allocation, and loading allocates large
// arrays that it fills, which takes far longer than 50 µs; the figure it
// returns is therefore the height of the heap within a few kilobytes, and
// never more than the truth.
func peakHeap(load func()) uint64 {
	runtime.GC()
	before := readHeapInUse()
	var peak uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			peak = max(peak, readHeapInUse())
			select {
			case <-done:
				return
			default:
				time.Sleep(50 * time.Microsecond)
			}
		}
	}()
	load()
	close(done)
	<-sampled
	peak = max(peak, readHeapInUse())
	return peak - min(before, peak)
}

// readHeapInUse reads the heap in use without stopping the program.
func readHeapInUse() uint64 {
	samples := make([]metrics.Sample, len(heapInUse))
	for i, name := range heapInUse {
		samples[i].Name = name
	}
	metrics.Read(samples)
	var sum uint64
	for _, s := range samples {
		sum += s.Value.Uint64()
	}
	return sum
}

// loadPeak loads list as a file read into memory would be, word graph
// and all, and returns the peak heap of it in bytes per byte of the
// list, the list itself counted: loading a file holds its bytes while it
// reads them.
func loadPeak(tb testing.TB, list []byte) float64 {
	tb.Helper()
	var err error
	peak := peakHeap(func() {
		var l *Lexicon
		if l, err = Parse("large.txt", list); err == nil {
			l.Graph()
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	return float64(peak+uint64(len(list))) / float64(len(list))
}

// BenchmarkLoadLargeList loads a generated list of 20 MB, reporting the
// peak heap of loading in bytes per byte of the list (peak-B/B).
func BenchmarkLoadLargeList(b *testing.B) {
	list := largeList()
	var worst float64
	for b.Loop() {
		worst = max(worst, loadPeak(b, list))
	}
	b.ReportMetric(worst, "peak-B/B")
	b.ReportMetric(float64(len(list))/(1<<20), "list-MB")
}

// TestLoadingMemoryStaysWithinItsBound loads generated lists and fails
// when the peak heap of loading passes the bound that Load and Parse
// refuse lists by when memory is short: loadMemory for a list of 1 MB,
// whose fixed costs weigh most, and loadBytesPerByte bytes a byte for the
// list of 20 MB. The second takes a few seconds, and ten times longer
// under the race detector, which leaves it to the runs without; -short
// leaves out both.
func TestLoadingMemoryStaysWithinItsBound(t *testing.T) {
	if testing.Short() {
		t.Skip("loading lists of megabytes is left to runs without -short")
	}
	small := markovList(1<<20, 2024)
	if peak := loadPeak(t, small) * float64(len(small)); peak > float64(loadMemory(len(small))) {
		t.Errorf("loading a list of 1 MB took %.1f MB of heap at its height, more than the bound of %.1f MB",
			peak/(1<<20), float64(loadMemory(len(small)))/(1<<20))
	}
	if raceEnabled {
		return
	}
	if peak := loadPeak(t, largeList()); peak > loadBytesPerByte {
		t.Errorf("loading a list of %d MB took %.1f bytes of heap per byte of the list at its height, more than the bound of %d",
			largeListBytes>>20, peak, loadBytesPerByte)
	}
}
