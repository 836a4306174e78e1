package exhaustive

import (
	"context"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
)

// Generator hands out the moves of the reference search packed, as the
// fast generators do, for rules that no fast generator serves.
type Generator struct {
	ref    *referee.Referee
	packed move.Packed
}

// NewGenerator returns a generator of the moves the referee allows.
func NewGenerator(ref *referee.Referee) *Generator { return &Generator{ref: ref} }

// Generate calls visit with every legal tile move for rack on grid g,
// until visit returns false. The *move.Packed is reused.
func (gen *Generator) Generate(g *board.Grid, rack tile.Rack, visit func(*move.Packed) bool) {
	_ = Search(context.Background(), gen.ref, g, rack, func(p move.Play) bool {
		gen.packed = move.Pack(p.Move, p.Score)
		return visit(&gen.packed)
	})
}

// All appends every legal tile move for rack on grid g to buf.
func (gen *Generator) All(g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed {
	gen.Generate(g, rack, func(m *move.Packed) bool {
		buf = append(buf, *m)
		return true
	})
	return buf
}

// Any reports whether any legal tile move exists for rack on grid g.
func (gen *Generator) Any(g *board.Grid, rack tile.Rack) bool {
	return CanPlay(gen.ref, g, rack)
}
