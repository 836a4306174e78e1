package core

// offer hands the word laid so far on, once for each way the rack's tiles
// and blanks can be given out to its letters: every letter a tile of the
// rack can cover may still be played with a blank instead, which scores
// differently and is written differently. sum and mul are the word's sum
// and word factor with every laid letter counted at its tile's value.
func (gen *Generator) offer(sum, mul int) {
	m := &gen.word
	m.Dir, m.Origin = gen.dir, gen.fixed
	if gen.dir == Right {
		m.Origin.Col += gen.firstTile
	} else {
		m.Origin.Row += gen.firstTile
	}
	bonus := 0
	if m.N == gen.rules.RackSize {
		bonus = gen.rules.BingoBonus
	}
	if gen.blanks == 0 {
		for k := range m.N {
			m.Word[k] = 'A' + gen.laid[k]
		}
		gen.emit(sum*mul + bonus)
		return
	}
	left := gen.have
	gen.giveOut(0, &left, gen.blanks, sum, mul, bonus)
}

// giveOut decides the tile for laid letter k and those after it: a tile of
// the rack's own when one is left, and a blank when one is left.
func (gen *Generator) giveOut(k int, left *[26]int8, blanks, sum, mul, bonus int) {
	m := &gen.word
	if k == m.N {
		gen.emit(sum*mul + bonus)
		return
	}
	c := gen.laid[k]
	if left[c] > 0 {
		left[c]--
		m.Word[k] = 'A' + c
		gen.giveOut(k+1, left, blanks, sum, mul, bonus)
		left[c]++
	}
	if blanks > 0 && !gen.stopped {
		m.Word[k] = 'a' + c
		sum -= (gen.value[c] - gen.rules.BlankValue) * int(gen.lf[k])
		gen.giveOut(k+1, left, blanks-1, sum, mul, bonus)
	}
}

// emit hands the move in gen.word, scoring score, to the caller.
func (gen *Generator) emit(score int) {
	gen.word.Score = score
	switch {
	case gen.stopped:
	case gen.collect:
		gen.out = append(gen.out, gen.word)
	case gen.anyOnly || !gen.visit(&gen.word):
		gen.stopped = true
	}
}
