// Package leave values the tiles a player keeps after a move: a Table of
// learned weights for each letter kept, duplicates, the vowels' balance,
// Q without U and pairs of letters kept together, shipped as data for
// each game (leaves.txt for ScraeBBKle, scrabbkle.txt and classic.txt,
// each derived by self-play with tools/leaves) and read with the line at
// fault when it is wrong.
//
// It is its own package because it is data with a format and a
// derivation, apart from the players that use it. It imports core/tile and
// internal/ascii.
package leave
