package chance

import (
	"embed"
	"io/fs"
	"strconv"
	"sync"
)

// shipped holds the tables derived for the games, each in a file named for
// the game's rules.Set ID and the number of players: classic-3.txt.
//
//go:embed *.txt
var shipped embed.FS

// tables are the shipped tables, by file name, parsed once each.
var tables sync.Map

// ForGame is the shipped table of the game whose rules.Set ID is id, for
// players players: core/chance/ID-N.txt. It is nil when none was derived
// for that game and number of players, since another game's chances may
// be far from its own. The caller must not change it.
func ForGame(id string, players int) *Table {
	name := id + "-" + strconv.Itoa(players) + ".txt"
	if _, err := fs.Stat(shipped, name); err != nil {
		return nil
	}
	return shippedTable(name)
}

// shippedTable parses the shipped table of a file once.
func shippedTable(name string) *Table {
	if t, ok := tables.Load(name); ok {
		return t.(*Table)
	}
	text, err := shipped.ReadFile(name)
	if err == nil {
		var t *Table
		if t, err = Parse(string(text)); err == nil {
			actual, _ := tables.LoadOrStore(name, t)
			return actual.(*Table)
		}
	}
	panic("core/chance/" + name + ": " + err.Error())
}
