package chance

import (
	"embed"
	"strconv"

	"scraebbkle/internal/shipped"
)

// files holds the tables derived for the games, each in a file named for
// the game's rules.Set ID and the number of players: classic-3.txt.
//
//go:embed *.txt
var files embed.FS

// tables are the shipped tables, by file name, parsed once each.
var tables = shipped.New(files, "core/chance", Parse)

// ForGame is the shipped table of the game whose rules.Set ID is id, for
// players players: core/chance/ID-N.txt. It is nil when none was derived
// for that game and number of players, since another game's chances may
// be far from its own. The caller must not change it.
func ForGame(id string, players int) *Table {
	name := id + "-" + strconv.Itoa(players) + ".txt"
	if !tables.Has(name) {
		return nil
	}
	return tables.Get(name)
}
