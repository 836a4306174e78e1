// Package parallel runs the games of the tools' self-play on every core.
package parallel

import (
	"runtime"
	"sync"
)

// Map calls f(i) for i from 0 to n-1 on every core, and returns the
// results in the order of i.
func Map[T any](n int, f func(i int) T) []T {
	results := make([]T, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}
