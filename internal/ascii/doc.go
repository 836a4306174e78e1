// Package ascii tells ASCII letters apart and changes their case, as move
// notation and word lists need: nothing else is a letter to the game. It
// imports nothing.
package ascii
