// Package crossword is the move generator of games whose moves may form
// words across their own, each checked and scored: classic Scrabble
// (rules.Classic). It finds every legal tile move of a position with its
// score, exactly the moves the reference search (package
// movegen/exhaustive) finds, fast and without allocating once warm.
//
// It is its own package because its problem is not the one-word games'
// (package movegen/oneword). There a tile may never touch the board
// across its word, so every word grows from a run of tiles on its line;
// here a word may lie alongside others with nothing of the board in its
// line, and every tile laid beside a tile across must make a word that
// way too. So this generator keeps, for each empty square and each
// direction, a cross-check: the letters that make a word across it and
// what the tiles across it are worth. The two generators share only what
// really is common: the word graph (package lexicon) and the packed moves
// they hand out (package move).
//
// The board is read into lanes, its rows and its columns, each a line of
// cells that hold what the walk needs of a square: the tile, the
// premiums, the cross-check with its score premultiplied, where the next
// free square is and what lies ahead (lanes.go, crosscheck.go). The
// generator keeps the lanes of the last position it saw and, on each
// call, compares the grid with it, recomputing only around the squares
// that changed (sync.go): after a move, a few cross-checks.
//
// A move is found once, from the first of its pivots: the first tile of
// a run of the board's tiles, or an empty square with a tile beside it
// across (walk.go). From a pivot the walk lays letters leftwards through
// the word graph's left trie, which reads a word's first letters from
// the last, and rightwards through the forward graph, as a GADDAG would;
// the left trie is that GADDAG's left half, and its links into the
// forward graph are the separator. Blanks are given out only when a word
// is found (offer.go), so each path is walked once whatever the rack.
//
// It imports core/tile, core/board, core/lexicon, core/move and
// core/rules, and nothing above package movegen.
package crossword
