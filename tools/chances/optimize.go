package main

import (
	"math"

	"scraebbkle/tools/internal/linalg"
)

// weighted is the cells of one number of tiles left and one wait, with
// the weight their records count for in a fit.
type weighted struct {
	cells  []cell
	weight float64
}

// The fit stops after maxSteps steps, once a step gains less than
// tolerance of the log-likelihood, or when no step of maxTries, each
// damped more, gains at all.
const (
	maxSteps  = 200
	maxTries  = 30
	tolerance = 1e-10
)

// fit returns the parameters of most likelihood for the data, penalised,
// starting from start: by Fisher scoring (Newton's method with the
// expected Hessian), damped as the Levenberg–Marquardt method damps it
// whenever a step would lower the likelihood. With blend false, both
// scales are one and the fit is of a single logistic curve.
func fit(data []weighted, start params, blend bool) params {
	free := freeParams(blend)
	if blend && start.steep == start.flat {
		// The blend of two equal curves is a saddle point that the fit
		// would not leave.
		start.steep, start.flat = start.steep-0.5, start.flat+0.5
	}
	if !blend {
		start.flat, start.share = start.steep, 0
	}
	p, f := start, objective(data, start)
	damping := 1e-3
	for range maxSteps {
		q, fq := better(data, p, f, free, &damping)
		if fq >= f {
			return p // no step gains
		}
		gain := f - fq
		p, f = q, fq
		if gain < tolerance*math.Abs(f) {
			break
		}
	}
	return p
}

// better is the first of the steps from p, whose objective is f, that
// lowers the objective, and its objective: the damped Newton step, damped
// ten times more each time it fails, up to maxTries times; or p and f
// when none does. It leaves damping at that of the step taken, less
// tenfold for the next.
func better(data []weighted, p params, f float64, free [][nParams]float64, damping *float64) (params, float64) {
	g, h := derivatives(data, p)
	for range maxTries {
		q := p.step(free, g, h, *damping)
		if fq := objective(data, q); fq < f {
			*damping = max(*damping/10, 1e-12)
			return q, fq
		}
		*damping *= 10
	}
	return p, f
}

// freeParams is which parameters the fit changes, as a matrix from the
// free ones to all of them: a single curve ties the flat scale to the
// steep one and leaves the share alone.
func freeParams(blend bool) [][nParams]float64 {
	if blend {
		return [][nParams]float64{{pEdge: 1}, {pSteep: 1}, {pFlat: 1}, {pShare: 1}}
	}
	return [][nParams]float64{{pEdge: 1}, {pSteep: 1, pFlat: 1}}
}

// step is p moved by the damped Newton step of gradient g and Hessian h
// along the free directions.
func (p params) step(free [][nParams]float64, g [nParams]float64, h [nParams][nParams]float64, damping float64) params {
	k := len(free)
	a := make([][]float64, k)
	for i, u := range free {
		a[i] = make([]float64, k+1)
		for j, v := range free {
			a[i][j] = quadratic(u, h, v)
		}
		a[i][i] += damping * (a[i][i] + 1e-9)
		a[i][k] = -dot(u, g)
	}
	x := linalg.Solve(a)
	v := p.vector()
	for i, u := range free {
		for j := range v {
			v[j] += x[i] * u[j]
		}
	}
	return p.withVector(v)
}

// objective is the negative log-likelihood of the data under p, plus the
// penalty.
func objective(data []weighted, p params) float64 {
	var grad [nParams]float64
	f, _, _ := p.penalty()
	for _, d := range data {
		for _, c := range d.cells {
			q := clamp(p.chance(c.spread/spreadUnit, &grad))
			f -= d.weight * (c.won*math.Log(q) + (c.n-c.won)*math.Log(1-q))
		}
	}
	return f
}

// derivatives are the gradient of the objective at p and its expected
// Hessian, the Fisher information, which is never indefinite.
func derivatives(data []weighted, p params) (g [nParams]float64, h [nParams][nParams]float64) {
	_, g, h = p.penalty()
	var grad [nParams]float64
	for _, d := range data {
		for _, c := range d.cells {
			q := clamp(p.chance(c.spread/spreadUnit, &grad))
			r := d.weight * (c.won/q - (c.n-c.won)/(1-q))
			w := d.weight * c.n / (q * (1 - q))
			for i := range nParams {
				g[i] -= r * grad[i]
				for j := range nParams {
					h[i][j] += w * grad[i] * grad[j]
				}
			}
		}
	}
	return g, h
}

// clamp keeps a chance off 0 and 1, whose logarithms are infinite.
func clamp(q float64) float64 { return min(max(q, 1e-12), 1-1e-12) }

// dot is the dot product of two vectors.
func dot(u, v [nParams]float64) float64 {
	s := 0.0
	for i := range u {
		s += u[i] * v[i]
	}
	return s
}

// quadratic is uᵀ h v.
func quadratic(u [nParams]float64, h [nParams][nParams]float64, v [nParams]float64) float64 {
	s := 0.0
	for i := range u {
		for j := range v {
			s += u[i] * h[i][j] * v[j]
		}
	}
	return s
}
