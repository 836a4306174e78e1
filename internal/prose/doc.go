// Package prose writes the pieces of sentences that error messages share:
// quoted text cut short, and lists joined with "and". It imports nothing
// of the project.
package prose
