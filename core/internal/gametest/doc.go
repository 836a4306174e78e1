// Package gametest starts games for tests: seeded games on a board, the
// example play made turn by turn, and a check that two games are in the
// same state. It imports core/game and the packages below it, and nothing
// of the computer players, so that their tests can use it.
package gametest
