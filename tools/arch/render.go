package main

import (
	"fmt"
	"slices"
	"strings"
)

// render draws the graph: a Mermaid diagram of the imports that are not
// implied by others (a package's imports of its imports' imports are
// left out, so the picture shows the layers), then a table of every
// package with all it imports, by layer.
func render(g graph) string {
	var b strings.Builder
	b.WriteString("```mermaid\nflowchart BT\n")
	for _, p := range sorted(g) {
		fmt.Fprintf(&b, "  %s[%s]\n", node(p), p)
	}
	for _, p := range sorted(g) {
		for _, d := range reduced(g, p) {
			fmt.Fprintf(&b, "  %s --> %s\n", node(p), node(d))
		}
	}
	b.WriteString("```\n\n| layer | package | imports |\n|---|---|---|\n")
	layers := layer(g)
	pkgs := sorted(g)
	slices.SortStableFunc(pkgs, func(a, b string) int { return layers[a] - layers[b] })
	for _, p := range pkgs {
		deps := "—"
		if len(g[p]) > 0 {
			deps = strings.Join(g[p], ", ")
		}
		fmt.Fprintf(&b, "| %d | %s | %s |\n", layers[p], p, deps)
	}
	return b.String()
}

// sorted returns the packages in order.
func sorted(g graph) []string {
	var ps []string
	for p := range g {
		ps = append(ps, p)
	}
	slices.Sort(ps)
	return ps
}

// node names a package as a Mermaid node.
func node(p string) string {
	if p == "." {
		return "main"
	}
	return strings.NewReplacer("/", "_", ".", "_").Replace(p)
}

// reduced returns what p imports directly and not also through another
// of its imports.
func reduced(g graph, p string) []string {
	var keep []string
	for _, d := range g[p] {
		implied := false
		for _, via := range g[p] {
			if via != d && reaches(g, via, d) {
				implied = true
				break
			}
		}
		if !implied {
			keep = append(keep, d)
		}
	}
	return keep
}

// reaches reports whether package from imports to, directly or not.
func reaches(g graph, from, to string) bool {
	seen := map[string]bool{}
	var walk func(p string) bool
	walk = func(p string) bool {
		if p == to {
			return true
		}
		if seen[p] {
			return false
		}
		seen[p] = true
		return slices.ContainsFunc(g[p], walk)
	}
	return walk(from)
}

// layer numbers each package from 0, for one that imports none of the
// module's, to one more than the highest layer it imports.
func layer(g graph) map[string]int {
	l := map[string]int{}
	var of func(p string) int
	of = func(p string) int {
		if n, ok := l[p]; ok {
			return n
		}
		n := 0
		for _, d := range g[p] {
			n = max(n, of(d)+1)
		}
		l[p] = n
		return n
	}
	for p := range g {
		of(p)
	}
	return l
}
