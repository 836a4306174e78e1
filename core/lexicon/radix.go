package lexicon

// radixSort sorts items by key, keeping the order of items with equal keys,
// where keys are below 1<<keyBits: a byte of the key at a time, from the
// lowest. It moves the items through tmp, which must be as long as they.
func radixSort[T any](items, tmp []T, key func(*T) uint64, keyBits int) {
	if len(items) == 0 {
		return
	}
	src, dst := items, tmp[:len(items)]
	for shift := 0; shift < keyBits; shift += 8 {
		var count [257]int
		for i := range src {
			count[key(&src[i])>>shift&0xff+1]++
		}
		for b := 1; b < len(count); b++ {
			count[b] += count[b-1]
		}
		for i := range src {
			b := key(&src[i]) >> shift & 0xff
			dst[count[b]] = src[i]
			count[b]++
		}
		src, dst = dst, src
	}
	if &src[0] != &items[0] {
		copy(items, src)
	}
}
