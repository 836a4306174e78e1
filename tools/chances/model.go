package main

import (
	"math"

	"scraebbkle/core/chance"
)

// The curves are fitted in units of spreadUnit points, which keeps their
// parameters of one size.
const spreadUnit = 100.0

// The least scale of a curve is scalePerTile points for each tile left,
// and never below minScale points: a chance may not hinge on a point or
// two while many points are still to come. Without it, the records of
// the first turns of a game of three or four, whose spreads against the
// best of the others bunch at a few values, make a near step of a curve;
// the scales the records call for near the end of a game are two to ten
// times the least.
const (
	scalePerTile = 0.25
	minScale     = 1.0
)

// leastScale is the least scale of a curve with tiles tiles left, in
// units of spreadUnit points.
func leastScale(tiles int) float64 {
	return max(minScale, scalePerTile*float64(tiles)) / spreadUnit
}

// The penalties on the parameters, in the units of the log-likelihood:
// ridge keeps each of them finite; tie pulls the blend's two scales
// together, so that the curve is a single logistic one unless the records
// say otherwise, as they do near the end of the game.
const (
	ridge = 1e-3
	tie   = 1.0
)

// params are the parameters of a curve as they are fitted: the edge, the
// logarithms of the two scales less the least, and the logit of the steep
// curve's share, all in units of spreadUnit points; and the least scale,
// which is not fitted.
type params struct {
	edge, steep, flat, share float64
	least                    float64
}

// The parameters' indices, as a vector.
const (
	pEdge = iota
	pSteep
	pFlat
	pShare
	nParams
)

// vector is p as a vector, in the order of the indices above.
func (p params) vector() [nParams]float64 {
	return [nParams]float64{p.edge, p.steep, p.flat, p.share}
}

// withVector is p with the fitted parameters of a vector.
func (p params) withVector(v [nParams]float64) params {
	p.edge, p.steep, p.flat, p.share = v[pEdge], v[pSteep], v[pFlat], v[pShare]
	return p
}

// scales are the two curves' scales, in units of spreadUnit points.
func (p params) scales() (steep, flat float64) {
	return p.least + math.Exp(p.steep), p.least + math.Exp(p.flat)
}

// curve is the curve of the parameters, in points, its steeper part
// first.
func (p params) curve() chance.Curve {
	s, f := p.scales()
	share := logistic(p.share)
	if s > f {
		s, f, share = f, s, 1-share
	}
	return chance.Curve{Edge: p.edge * spreadUnit, Steep: s * spreadUnit, Flat: f * spreadUnit, Share: share}
}

// chance is the chance of winning at x spreadUnits of spread, and its
// derivative by each parameter into grad.
func (p params) chance(x float64, grad *[nParams]float64) float64 {
	s, f := p.scales()
	share := logistic(p.share)
	zs, zf := (x+p.edge)/s, (x+p.edge)/f
	ls, lf := logistic(zs), logistic(zf)
	ds, df := share*ls*(1-ls), (1-share)*lf*(1-lf) // by z, each weighted by its share
	grad[pEdge] = ds/s + df/f
	grad[pSteep] = -ds * zs * (s - p.least) / s
	grad[pFlat] = -df * zf * (f - p.least) / f
	grad[pShare] = share * (1 - share) * (ls - lf)
	return share*ls + (1-share)*lf
}

// logistic is the logistic function, from 0 to 1.
func logistic(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// penalty is the penalty on the parameters, its gradient and its
// Hessian, which is constant.
func (p params) penalty() (f float64, g [nParams]float64, h [nParams][nParams]float64) {
	d := p.steep - p.flat
	f = ridge*(p.steep*p.steep+p.flat*p.flat+p.share*p.share) + tie*d*d
	g[pSteep], g[pFlat], g[pShare] = 2*ridge*p.steep+2*tie*d, 2*ridge*p.flat-2*tie*d, 2*ridge*p.share
	h[pSteep][pSteep], h[pFlat][pFlat], h[pShare][pShare] = 2*ridge+2*tie, 2*ridge+2*tie, 2*ridge
	h[pSteep][pFlat], h[pFlat][pSteep] = -2*tie, -2*tie
	return f, g, h
}
