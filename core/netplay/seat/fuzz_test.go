package seat

import (
	"slices"
	"testing"

	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// FuzzNewView feeds a guest any frame a host, hostile or broken, could
// send: a table that wire.Decode takes either makes a view or is refused,
// and a view answers every question the terminal and the window ask of it
// without panicking; its draw for the first move names a seat of the
// table.
func FuzzNewView(f *testing.F) {
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		f.Fatal(err)
	}
	g := newGame(f, r, 2, false)
	for s := -1; s < 2; s++ {
		table := TableOf(g, s, nil)
		frame, _ := wire.Encode(wire.Message{Type: wire.State, Table: &table})
		f.Add(frame)
	}
	f.Add([]byte(`{"v":1,"type":"state","table":{"seat":0,"toMove":0,"players":[{"rack":[{"l":"Q"},{"b":true}]},{}],"tiles":[{"sq":"h8","l":"A"},{"sq":"h8","l":"B"}]}}`))
	f.Add([]byte(`{"v":1,"type":"state","table":{"seat":1,"toMove":1,"players":[{},{}],"draws":[{"l":"E"},{"l":"E"},{"l":"B"},{"b":true}]}}`))
	kinds := slices.Repeat([]string{wire.Remote}, 4)
	f.Fuzz(func(t *testing.T, frame []byte) {
		m, err := wire.Decode(frame)
		if err != nil || m.Table == nil {
			return
		}
		v, err := NewView(r, b, false, kinds[:len(m.Table.Players)], *m.Table)
		if err != nil {
			return
		}
		for i := range v.Players() {
			v.Player(i)
			v.Kind(i)
		}
		v.Outcome()
		if first, draws := v.First(), v.Draws(); first < 0 || first >= v.Players() || len(draws) != len(m.Table.Draws) {
			t.Fatalf("Player %d first of %d after %d draws of %d tiles", first+1, v.Players(), len(draws), len(m.Table.Draws))
		}
		v.Grid().Render()
		if gv, err := v.ComputerView(); err == nil && len(gv.Unseen) > len(r.TileSet.Tiles()) {
			t.Fatalf("%d tiles unseen of the game's %d", len(gv.Unseen), len(r.TileSet.Tiles()))
		}
	})
}
