// Package lexicon is the word list and the structures built from it for
// the move generators: the sorted list itself (Lexicon, with Prefix for
// the reference search), the forward word graph (a minimised trie, a
// DAWG, whose nodes know which of their children end a word and what a
// word through them still needs), the left trie that reads leftwards from
// a tile on the board, and the index of short words by their alphagrams.
//
// A word list changes with the game's language, not with its rules, so it
// stands apart from them. It imports core/tile (for the longest move, a
// full rack) and internal/ascii.
package lexicon
