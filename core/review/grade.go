package review

// Grade is how a move compares with the best, on a fixed scale.
type Grade uint8

// The grades, from the best. A turn not judged (its rack unknown, its
// move not legal) has none.
const (
	Ungraded   Grade = iota // not judged
	Best                    // the best move, or one as good
	Inaccuracy              // a little worse
	Mistake                 // clearly worse
	Blunder                 // much worse
)

// Grades are the grades a turn may have, from the best.
var Grades = []Grade{Best, Inaccuracy, Mistake, Blunder}

// The scale: a move is graded by the points it lost against the best (of
// equity, or of spread in the endgame) and by the chance of winning it
// lost, and takes the worse of the two grades. A move within half a
// point of the best is the best.
var (
	pointsFor = [...]float64{Inaccuracy: 0.5, Mistake: 6, Blunder: 15}
	chanceFor = [...]float64{Inaccuracy: 0.01, Mistake: 0.04, Blunder: 0.10}
)

// gradeOf is the grade of a move that lost lost points and chance of the
// chance of winning against the best.
func gradeOf(lost, chance float64) Grade {
	g := Best
	for _, k := range Grades[1:] {
		if lost >= pointsFor[k] || chance >= chanceFor[k] {
			g = k
		}
	}
	return g
}

// String names the grade: "best", "inaccuracy", "mistake", "blunder", or
// "" for none.
func (g Grade) String() string {
	return [...]string{"", "best", "inaccuracy", "mistake", "blunder"}[g]
}
