package play

import (
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
)

// Setup is how a game is played: which game, with which word list, on
// which board, who plays and whether the racks are open.
type Setup struct {
	Rules   *rules.Set        // the game; nil for ScraeBBKle
	Words   string            // the word list file, "" for the list built in (a new game's: a game resumed or opened keeps its own)
	Board   *board.Board      // the board played on
	Players []game.PlayerKind // who plays, in turn order
	Levels  []computer.Level  // each computer player's level; missing means Normal
	Open    bool              // whether each player sees the other's rack
	// Joining, in a game hosted for other desktops, is set for each
	// player who joins from one; nil in a game played here alone.
	Joining []bool
	// Seed is what computer player p's choices are drawn from, as Seed+p;
	// a new game's bag is shuffled from it too.
	Seed uint64
}

// level is player i's computer level.
func (s Setup) level(i int) computer.Level { return save.LevelAt(s.Levels, i) }

// humans counts the human players.
func (s Setup) humans() int {
	n := 0
	for _, k := range s.Players {
		if k == game.Human {
			n++
		}
	}
	return n
}

// onlyHuman is the index of the one human player, or -1 when there is
// none or more than one.
func (s Setup) onlyHuman() int {
	if s.humans() != 1 {
		return -1
	}
	for i, k := range s.Players {
		if k == game.Human {
			return i
		}
	}
	return -1
}

// Game is the game's rules: ScraeBBKle's when none are set.
func (s Setup) Game() *rules.Set {
	if s.Rules == nil {
		return rules.ScraeBBKle()
	}
	return s.Rules
}
