package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/internal/playtest"
	"scraebbkle/core/tile"
	"scraebbkle/internal/fileio"
	"slices"
	"strings"
	"testing"
)

// TestSaveRoundTrip saves seeded computer games at random points and checks
// that loading gives exactly the same game, levels and file.
func TestSaveRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed <= 12; seed++ {
		levels := []computer.Level{computer.Levels[rng.IntN(2)], computer.Levels[rng.IntN(2)]} // Easy or Normal: fast
		turns := rng.IntN(40)
		if seed == 12 {
			turns = 1000 // to the end
		}
		t.Run(fmt.Sprint("seed", seed, "turns", turns), func(t *testing.T) {
			g := playtest.SeededGame(t, seed, levels, turns)
			x := Extras{Levels: levels}
			data := Marshal(g, x)
			loaded, got, err := Load(g.Referee(), data)
			if err != nil {
				t.Fatalf("LoadGame: %v", err)
			}
			if diff := gametest.SameState(g, loaded); diff != "" {
				t.Fatal(diff)
			}
			if !reflect.DeepEqual(got, x) {
				t.Errorf("extras %+v, want %+v", got, x)
			}
			if again := Marshal(loaded, got); string(again) != string(data) {
				t.Errorf("saving the loaded game gives another file:\n%s\nwant\n%s", again, data)
			}
			// As a Windows editor may save it again: a byte order mark and CRLF.
			windows := "\uFEFF" + strings.ReplaceAll(string(data), "\n", "\r\n")
			if resaved, _, err := Load(g.Referee(), []byte(windows)); err != nil || gametest.SameState(g, resaved) != "" {
				t.Errorf("with a byte order mark and CRLF: %v", err)
			}
		})
	}
}

// someHints is a hint log that game g may have: hints on some of its
// turns by their movers, one on a turn since taken back, and one on the
// turn being played.
func someHints(g *game.Game, rng *rand.Rand) game.HintLog {
	var l game.HintLog
	for turn, t := range g.History() {
		if rng.IntN(4) == 0 {
			l = append(l, game.HintUse{Turn: turn, Player: t.Player})
		}
	}
	l = append(l, game.HintUse{Turn: game.SpentTurn, Player: rng.IntN(g.Players())})
	if !g.Over() {
		l = append(l, game.HintUse{Turn: len(g.History()), Player: g.ToMove()})
	}
	return l
}

// TestSaveHints saves and loads the hints of games between humans of many
// lengths: hints on turns played, on a turn taken back and on the turn
// being played. A file without hints, as older versions write, has none,
// and a hint on the turn after the end is refused.
func TestSaveHints(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	humans := []game.PlayerKind{game.Human, game.Human}
	var over *game.Game
	for i, turns := range []int{0, 1, 7, 20, 33, 1000} {
		g := playtest.SeededGameOf(t, uint64(i+1), humans, []computer.Level{computer.Normal, computer.Easy}, turns)
		want := someHints(g, rng)
		data := Marshal(g, Extras{Hints: want})
		_, x, err := Load(g.Referee(), data)
		if err != nil || !reflect.DeepEqual(x.Hints, want) {
			t.Fatalf("after %d turns: hints %v, %v; want %v\n%s", len(g.History()), x.Hints, err, want, data)
		}
		if _, x, err := Load(g.Referee(), Marshal(g, Extras{})); err != nil || x.Hints != nil {
			t.Errorf("a file without hints gives %v, %v", x.Hints, err)
		}
		if g.Over() {
			over = g
		}
	}
	if over == nil {
		t.Fatal("no game ran to its end")
	}
	next := len(over.History()) + 1
	bad := Marshal(over, Extras{Hints: game.HintLog{{Turn: next - 1, Player: 0}}})
	checkRefused(t, bad, 0, fmt.Sprintf("hint 1: turn %d is not Player 1's to play", next))
}

// TestSaveHumanLevels checks that a human player's level is not written and
// reads back as Normal.
func TestSaveHumanLevels(t *testing.T) {
	g := gametest.ExampleGame(t)
	data := Marshal(g, Extras{Levels: []computer.Level{computer.Strong, computer.Easy}})
	if !strings.Contains(string(data), `"type": "human"`+"\n") || !strings.Contains(string(data), `"level": "easy"`) {
		t.Errorf("the players are written as\n%s", data)
	}
	_, x, err := Load(g.Referee(), data)
	if err != nil || !reflect.DeepEqual(x.Levels, []computer.Level{computer.Normal, computer.Easy}) {
		t.Errorf("LoadGame gives levels %v, %v; want [normal easy]", x.Levels, err)
	}
}

// TestLoadDamaged refuses files that are not whole save files of this
// version, each with its reason and place.
func TestLoadDamaged(t *testing.T) {
	g, levels := gametest.ExampleGame(t), playtest.ExampleLevels
	good := string(Marshal(g, Extras{Levels: levels}))
	tests := []struct {
		name, data, want string
	}{
		{"empty", "", "the file is empty"},
		{"white space", " \n\t", "the file is empty"},
		{"cut short", good[:200], "the file ends too soon, at line 6, column 101: it was cut short"},
		{"garbage", "PK\x03\x04 binary", "this is not a saved ScraeBBKle game: a saved game is JSON text that begins with {"},
		{"garbage later", good[:50] + "%%" + good[50:], "line 3, column 12: this is not valid JSON: invalid character '%' after object key"},
		{"another JSON file", `{"name": "x"}`, `this is not a saved ScraeBBKle game: it lacks "format": "ScraeBBKle saved game"`},
		{"another format", `{"format": "nope"}`, `this is not a saved ScraeBBKle game: its "format" is "nope", not "ScraeBBKle saved game"`},
		{"a format not a string", `{"format": [1, 2]}`, `this is not a saved ScraeBBKle game: its "format" is [1,2], not "ScraeBBKle saved game"`},
		{"a JSON list", `[1, 2]`, "this is not a saved ScraeBBKle game: a saved game is JSON text that begins with {"},
		{"garbage after a brace", "{PK", "line 1, column 2: this is not valid JSON: invalid character 'P' looking for beginning of object key string"},
		{"newer version", strings.Replace(good, `"version": 1`, `"version": 2`, 1),
			"the file was saved by a newer version of ScraeBBKle (format version 2; this version reads up to 1)"},
		{"version zero", strings.Replace(good, `"version": 1`, `"version": 0`, 1), "the format version 0 is not a version of the save format"},
		{"version text", strings.Replace(good, `"version": 1`, `"version": "1"`, 1), `the format version is "1", not a number`},
		{"open null", strings.Replace(good, `"open": true`, `"open": null`, 1), "line 8, column 11: null: a saved game gives every value it names"},
		{"a turn's score null", strings.Replace(good, `"score": 20,`, `"score": null,`, 1), "line 24, column 16: null: a saved game gives every value it names"},
		{"wrong type", strings.Replace(good, `"open": true`, `"open": "yes"`, 1), `line 8, column 15: "open" holds string where true or false belongs`},
		{"score not a number", strings.Replace(good, `"score": 20`, `"score": 2.5`, 1), `line 24, column 18: "turns.score" holds number 2.5 where a whole number belongs`},
		{"a key given twice, in another case", strings.Replace(good, `"open": true`, `"open": true, "OPEN": false`, 1),
			`line 8, column 17: the key "OPEN" is given twice, first at line 8, column 3: a saved game gives each once`},
		{"a key given twice in a turn", strings.Replace(good, `"score": 20,`, `"score": 20, "score": 25,`, 1),
			`line 24, column 20: the key "score" is given twice, first at line 24, column 7: a saved game gives each once`},
		{"a key folded by Unicode", strings.Replace(good, `"open": true`, `"open": true, "\u017Fcores": []`, 1),
			`line 121, column 3: the key "scores" is given twice, first at line 8, column 17: a saved game gives each once`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRefused(t, []byte(tt.data), 0, tt.want)
		})
	}
}

// checkRefused checks that Load refuses data with a *Error for the
// given turn (0 for none) that reads want.
func checkRefused(t *testing.T, data []byte, turn int, want string) {
	t.Helper()
	g, x, err := Load(coretest.Referee(), data)
	var se *Error
	switch {
	case err == nil:
		t.Fatal("LoadGame accepted the file")
	case !errors.As(err, &se):
		t.Fatalf("error %T %v is no *SaveError", err, err)
	case g != nil || x.Levels != nil || x.Hints != nil || x.Arranged != nil:
		t.Error("a game came back with the error")
	}
	if se.Turn != turn || err.Error() != want {
		t.Errorf("LoadGame refused with turn %d %q\nwant turn %d %q", se.Turn, err, turn, want)
	}
	if newer := strings.Contains(want, "newer version"); se.Newer != newer {
		t.Errorf("refused %q as from a newer version: %v", want, se.Newer)
	}
}

// TestLoadTampered changes one thing in the save file of the example play
// and checks that loading refuses it, naming the turn and what is wrong.
func TestLoadTampered(t *testing.T) {
	tests := []struct {
		name   string
		tamper func(s *savedGame)
		turn   int
		want   string
	}{
		{"word", func(s *savedGame) { s.Turns[2].Move = "OVEN,4e" }, 3,
			"turn 3 (OVEN,4e): the move is not allowed: you are missing tiles for this move: N."},
		{"not a word", func(s *savedGame) { s.Turns[0].Move = "DNIE,d4" }, 1,
			"turn 1 (DNIE,d4): the move is not allowed: DNIE is not in the word list."},
		{"refused move", func(s *savedGame) { s.Turns[2].Move = "O,e6" }, 3,
			"turn 3 (O,e6): the move is not allowed: it would also form the word NO at 6d."},
		{"bad notation", func(s *savedGame) { s.Turns[4].Move = "RET;10f" }, 5,
			`turn 5 (RET;10f): illegal move format "RET;10f": a comma must separate the word from the square`},
		{"score", func(s *savedGame) { s.Turns[5].Score = 195 }, 6,
			"turn 6 (INNULaS,5i): it scores 96, but the file says 195"},
		{"total", func(s *savedGame) { s.Turns[6].Total = 40 }, 7,
			"turn 7 (pass): Player 1's total is 39, but the file says 40"},
		{"rack", func(s *savedGame) { s.Turns[7].Rack = "ITGAIWZ" }, 8,
			`turn 8 (TAWIG,j1): Player 2 holds "ITGAIWM", but the file says "ITGAIWZ"`},
		{"rack left out", func(s *savedGame) { s.Turns[7].Rack = "" }, 8,
			`turn 8 (TAWIG,j1): Player 2 holds "ITGAIWM", but the file says ""`},
		{"long move", func(s *savedGame) { s.Turns[4].Move = strings.Repeat("RET", 30) + ",10f" }, 5,
			`turn 5 (RETRETRETRETRETRETRETRETRETRETRETRETRETR…): illegal move format "RETRETRETRETRETRETRETRETRETRETRETRETRETR"…: a move plays at most 7 tiles`},
		{"player", func(s *savedGame) { s.Turns[1].Player = 1 }, 2,
			"turn 2 (TNZON,7c): it is Player 2's turn, but the file says Player 1 moved"},
		{"drawn", func(s *savedGame) { s.Turns[0].Drawn = "RREVE" }, 1,
			`turn 1 (DINED,d4): Player 1 draws "RREVO" from the bag, but the file says "RREVE"`},
		{"bag order", func(s *savedGame) { b := []byte(s.Bag); b[0], b[7] = b[7], b[0]; s.Bag = string(b) }, 1,
			`turn 1 (DINED,d4): Player 1 holds "NEDNIDL", but the file says "EEDNIDL"`},
		{"bag letters", func(s *savedGame) { s.Bag = "Q" + s.Bag[1:] }, 0,
			`the bag: character 89: the tile set has no more 'Q' tiles`},
		{"bag short", func(s *savedGame) { s.Bag = s.Bag[:99] }, 0, "the bag holds 99 tiles; a full bag holds 100"},
		{"bag character", func(s *savedGame) { s.Bag = s.Bag[:10] + "?" + s.Bag[11:] }, 0,
			`the bag: character 11, '?', is not a tile (A to Z, or _ for a blank)`},
		{"extra turn", func(s *savedGame) { s.Turns = append(s.Turns, savedTurn{Player: 1, Rack: "ROSILTS", Move: ","}) }, 13,
			`turn 13 (pass): Player 1 holds "ROSLSDJ", but the file says "ROSILTS"`},
		{"turn missing", func(s *savedGame) { s.Turns = s.Turns[:11] }, 0,
			`after the last turn Player 2 holds "RKGFKGH", but the file says "KKGHERM"`},
		{"final rack", func(s *savedGame) { s.Racks[1] = "KKGHERE" }, 0,
			`after the last turn Player 2 holds "KKGHERM", but the file says "KKGHERE"`},
		{"final score", func(s *savedGame) { s.Scores[0] = 570 }, 0,
			"after the last turn Player 1's score is 57, but the file says 570"},
		{"over", func(s *savedGame) { s.Over = true }, 0,
			"the game goes on after the last turn, but the file says it is over"},
		{"board", func(s *savedGame) { s.Board.Text = strings.Replace(s.Board.Text, "<3>", "<300>", 1) }, 0,
			`the board "defaultBoard.txt" kept in this file is not valid: line 5, column 15 of the board: premium factor 300 is outside -9..99`},
		{"players", func(s *savedGame) { s.Players = s.Players[:1] }, 0, "the file has 1 players; a game has 2"},
		{"hint player", func(s *savedGame) { s.Hints = []savedHint{{Player: 3, Turn: 1}} }, 0,
			"hint 1: Player 3 is not a player of the game"},
		{"hint turn", func(s *savedGame) { s.Hints = []savedHint{{Player: 1, Turn: 14}} }, 0,
			"hint 1: turn 14 is not a turn of the game"},
		{"hint turn below 0", func(s *savedGame) { s.Hints = []savedHint{{Player: 1, Turn: -1}} }, 0,
			"hint 1: turn -1 is not a turn of the game"},
		{"hint mover", func(s *savedGame) { s.Hints = []savedHint{{Player: 1, Turn: 2}} }, 0,
			"hint 1: turn 2 was Player 2's, not Player 1's"},
		{"hint by a computer", func(s *savedGame) { s.Hints = []savedHint{{Player: 2, Turn: 2}} }, 0,
			"hint 1: Player 2 is a computer, which asks for no hints"},
		{"hint on the turn to play", func(s *savedGame) {
			s.Players[1] = savedPlayer{Type: savedHuman}
			s.Hints = []savedHint{{Player: 2, Turn: 13}}
		}, 0, "hint 1: turn 13 is not Player 2's to play"},
		{"hint twice", func(s *savedGame) {
			s.Hints = []savedHint{{Player: 1, Turn: 3}, {Player: 1, Turn: 0}, {Player: 1, Turn: 3}}
		}, 0, "hint 3: turn 3 has a hint already"},
		{"player type", func(s *savedGame) { s.Players[0].Type = "robot" }, 0,
			`Player 1's type is "robot"; it must be "human" or "computer"`},
		{"level", func(s *savedGame) { s.Players[1].Level = "genius" }, 0,
			`Player 2: unknown computer level "genius": choose easy, normal or strong`},
	}
	g, levels := gametest.ExampleGame(t), playtest.ExampleLevels
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s savedGame
			if err := json.Unmarshal(Marshal(g, Extras{Levels: levels}), &s); err != nil {
				t.Fatal(err)
			}
			tt.tamper(&s)
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			checkRefused(t, data, tt.turn, tt.want)
		})
	}
}

// TestTakeBack takes back the last turns of seeded games and compares them
// with the same games stopped that many turns earlier.
func TestTakeBack(t *testing.T) {
	levels := []computer.Level{computer.Normal, computer.Easy}
	for _, tt := range []struct{ seed, turns, back int }{
		{1, 2, 2}, {2, 9, 1}, {3, 20, 2}, {4, 31, 5}, {5, 1000, 2}, {6, 4, 0},
	} {
		t.Run(fmt.Sprint(tt), func(t *testing.T) {
			g := playtest.SeededGame(t, uint64(tt.seed), levels, tt.turns)
			played := len(g.History())
			before := Marshal(g, Extras{Levels: levels})
			back, err := g.TakeBack(tt.back)
			if err != nil {
				t.Fatal(err)
			}
			earlier := playtest.SeededGame(t, uint64(tt.seed), levels, played-tt.back)
			if diff := gametest.SameState(back, earlier); diff != "" {
				t.Fatal(diff)
			}
			if string(Marshal(g, Extras{Levels: levels})) != string(before) {
				t.Error("TakeBack changed the game it was asked about")
			}
		})
	}
	g := playtest.SeededGame(t, 1, levels, 3)
	for _, n := range []int{-1, 4} {
		if _, err := g.TakeBack(n); err == nil {
			t.Errorf("TakeBack(%d) of 3 turns returned no error", n)
		}
	}
}

// TestShuffleBag shuffles what is left in the bag of a game taken back:
// the board, racks and history stay, the bag holds the same tiles in
// another order, and the game saves and loads as it now stands, so that
// it goes on drawing from the new order.
func TestShuffleBag(t *testing.T) {
	levels := []computer.Level{computer.Normal, computer.Easy}
	g := playtest.SeededGame(t, 7, levels, 6)
	back, err := g.TakeBack(2)
	if err != nil {
		t.Fatal(err)
	}
	before := back.BagTiles()
	held := gametest.Players(back)
	back.ShuffleBag(99)
	after := back.BagTiles()
	switch {
	case reflect.DeepEqual(after, before):
		t.Fatal("the bag's order did not change")
	case tile.Count(after) != tile.Count(before):
		t.Fatalf("the bag holds other tiles: %s, was %s", tile.Rack(after).Letters(), tile.Rack(before).Letters())
	case !reflect.DeepEqual(gametest.Players(back), held):
		t.Fatal("the racks changed")
	case len(back.History()) != len(g.History())-2:
		t.Fatal("the history changed")
	}
	loaded, _, err := Load(back.Referee(), Marshal(back, Extras{Levels: levels}))
	if err != nil {
		t.Fatal(err)
	}
	if diff := gametest.SameState(loaded, back); diff != "" {
		t.Fatalf("saved and loaded after the shuffle: %s", diff)
	}
	if diff := gametest.SameState(g, playtest.SeededGame(t, 7, levels, 6)); diff != "" {
		t.Fatalf("the game taken back from changed: %s", diff)
	}
}

// TestTurnsToTakeBack counts the turns back to a player's last move.
func TestTurnsToTakeBack(t *testing.T) {
	g := playtest.SeededGame(t, 1, []computer.Level{computer.Normal, computer.Normal}, 0)
	if n := g.TurnsToTakeBack(0); n != 0 {
		t.Errorf("before any move: %d turns, want 0", n)
	}
	g = playtest.SeededGame(t, 1, []computer.Level{computer.Normal, computer.Normal}, 3) // P1, P2, P1
	for p, want := range []int{1, 2} {
		if n := g.TurnsToTakeBack(p); n != want {
			t.Errorf("Player %d: %d turns, want %d", p+1, n, want)
		}
	}
}

// TestSaveFormatExample loads the example of docs/save-format.md, so that
// the document and the program agree.
func TestSaveFormatExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "save-format.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, closed := strings.Cut(rest, "```")
	if !ok || !closed {
		t.Fatal("docs/save-format.md has no JSON example")
	}
	g, x, err := Load(coretest.Referee(), []byte(example))
	if err != nil {
		t.Fatalf("the example does not load: %v", err)
	}
	if len(g.History()) != 2 || !reflect.DeepEqual(x.Hints, game.HintLog{{Turn: 1, Player: 1}}) {
		t.Errorf("the example loads as %d turns, hints %v", len(g.History()), x.Hints)
	}
}

// TestSaveArranged saves the order a player arranged their rack in, loads
// it back, leaves it out when no rack is arranged or the arrangement is
// not the player's tiles, and refuses a file whose arrangement is not.
func TestSaveArranged(t *testing.T) {
	g := playtest.SeededGame(t, 3, []computer.Level{computer.Normal, computer.Normal}, 10)
	r0, r1 := g.Player(0).Rack, g.Player(1).Rack
	reversed := slices.Clone(r0)
	slices.Reverse(reversed)
	if reversed.Letters() == r0.Letters() {
		t.Fatalf("rack %s reads the same reversed", r0.Letters())
	}
	data := Marshal(g, Extras{Arranged: []tile.Rack{reversed, nil}})
	_, x, err := Load(g.Referee(), data)
	if err != nil || !reflect.DeepEqual(x.Arranged, []tile.Rack{reversed, r1}) {
		t.Fatalf("loaded arrangement %v, %v; want %v and %v\n%s", x.Arranged, err, reversed, r1, data)
	}
	for _, arranged := range [][]tile.Rack{nil, {r0, r1}, {r1, r0}, {append(slices.Clone(r0), r0[0])}} {
		data := Marshal(g, Extras{Arranged: arranged})
		if strings.Contains(string(data), `"arranged"`) {
			t.Errorf("racks arranged as %v are saved:\n%s", arranged, data)
		}
	}

	var s savedGame
	if err := json.Unmarshal(Marshal(g, Extras{Arranged: []tile.Rack{reversed}}), &s); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		arranged []string
		want     string
	}{
		{[]string{reversed.Letters()}, "the file gives 1 arranged racks for 2 players"},
		{[]string{"QQQQQQQ", r1.Letters()}, `Player 1's rack is arranged as "QQQQQQQ", but they hold ` + r0.Letters()},
		{[]string{reversed.Letters()[1:], r1.Letters()}, `Player 1's rack is arranged as "` + reversed.Letters()[1:] + `", but they hold ` + r0.Letters()},
	} {
		s.Arranged = c.arranged
		bad, _ := json.Marshal(s)
		checkRefused(t, bad, 0, c.want)
	}
}

// LoadFile's errors begin with the file's name, quoted when it is not
// printable text, as the board loader's do.
func TestLoadGameFileNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"game.json", "two\nlines.json"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
		_, _, err := LoadFile(coretest.Referee(), path)
		if want := fileio.ShownName(path) + ": "; err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("loading %q: %v, want it to begin %q", name, err, want)
		}
	}
	if got := fileio.ShownName("two\nlines.json"); got != `"two\nlines.json"` {
		t.Errorf("ShownName gives %s", got)
	}
}

// FuzzLoadGame checks that Load never panics, that every refusal is a
// *Error with a reason, and that a game it accepts saves to a file that
// loads back to the same game.
func FuzzLoadGame(f *testing.F) {
	g, levels := gametest.ExampleGame(f), playtest.ExampleLevels
	good := Marshal(g, Extras{Levels: levels, Hints: game.HintLog{{Turn: 2, Player: 0}, {Turn: game.SpentTurn, Player: 0}}})
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"format": "ScraeBBKle saved game", "version": 1}`))
	f.Add([]byte(`{"format": "ScraeBBKle saved game", "version": 9}`))
	f.Add([]byte("garbage"))
	ref := coretest.Referee()
	f.Fuzz(func(t *testing.T, data []byte) {
		loaded, x, err := Load(ref, data)
		if err != nil {
			var se *Error
			if !errors.As(err, &se) || se.Reason == "" || loaded != nil {
				t.Fatalf("LoadGame returned %v, %T %v", loaded, err, err)
			}
			return
		}
		saved := Marshal(loaded, x)
		again, xAgain, err := Load(ref, saved)
		if err != nil {
			t.Fatalf("the saved game does not load: %v\n%s", err, saved)
		}
		if !reflect.DeepEqual(loaded, again) || !reflect.DeepEqual(x, xAgain) {
			t.Fatal("the game loads differently after saving")
		}
	})
}
