package save

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
)

// playedOther plays a game of rules r between n Normal computers, from a
// bag shuffled from seed, for turns turns; every fifth turn exchanges the
// first three tiles where it can, and passes where it cannot.
func playedOther(t *testing.T, r *rules.Set, n int, seed uint64, turns int) *game.Game {
	t.Helper()
	ref := coretest.RefereeOf(r)
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.NewGameOn(t, ref, b, seed, seed%2 == 0, make([]game.PlayerKind, n)...)
	best := computer.NewBest(r, ref.Lexicon)
	for turn := 0; turn < turns && !g.Over(); turn++ {
		m, err := best.Choose(context.Background(), g.View())
		if err != nil {
			t.Fatal(err)
		}
		if turn%5 == 4 {
			m = move.Pass
			if rack := g.Player(g.ToMove()).Rack; r.ExchangeBag > 0 && g.BagLen() >= r.ExchangeBag && len(rack) >= 3 {
				m = move.Move{Exchange: rack[:3].Letters()}
			}
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

// TestSaveOtherGames saves games of ScraBBKle and of classic Scrabble with
// 2 to 4 players, exchanges and a bag shuffled for an undo, and checks that
// loading gives exactly the same game and file, and that the file names
// its game.
func TestSaveOtherGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct {
		rules   *rules.Set
		players int
	}{
		{rules.ScraBBKle(), 2}, {rules.Classic(), 2}, {rules.Classic(), 3}, {rules.Classic(), 4},
	} {
		turns := 8 + rng.IntN(12)
		t.Run(fmt.Sprint(tc.rules.ID, tc.players), func(t *testing.T) {
			g := playedOther(t, tc.rules, tc.players, uint64(tc.players), turns)
			g.ShuffleBag(rng.Uint64())
			data := Marshal(g, Extras{})
			if !strings.Contains(string(data), `"rules": "`+tc.rules.ID+`"`) {
				t.Errorf("the file does not name its game:\n%.300s", data)
			}
			loaded, _, err := Load(coretest.Referee(), data)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			if loaded.Rules().ID != tc.rules.ID {
				t.Errorf("loaded as %s", loaded.Rules().Name)
			}
			if diff := gametest.SameState(g, loaded); diff != "" {
				t.Fatal(diff)
			}
			if again := Marshal(loaded, Extras{}); string(again) != string(data) {
				t.Errorf("saving the loaded game gives another file")
			}
		})
	}
}

// TestLoadRefusesABagThatDoesNotAddUp refuses a recorded bag order that
// holds other tiles than the bag.
func TestLoadRefusesABagThatDoesNotAddUp(t *testing.T) {
	g := playedOther(t, rules.Classic(), 2, 3, 5) // the fifth turn exchanges
	data := string(Marshal(g, Extras{}))
	at := strings.Index(data, `"bag": "`)
	at = strings.Index(data[at+1:], `"bag": "`) + at + 1 // a turn's bag, after the game's
	at += 8 + strings.IndexFunc(data[at+8:], func(r rune) bool { return r != 'E' })
	broken := data[:at] + "E" + data[at+1:] // one more E, one tile fewer of another letter
	_, _, err := Load(coretest.Referee(), []byte(broken))
	if err == nil || !strings.Contains(err.Error(), "the bag recorded after the turn holds") {
		t.Errorf("a bag that does not add up: %v", err)
	}
}

// TestLoadRefusesAnotherWordList refuses a game played with a word list
// other than the one given.
func TestLoadRefusesAnotherWordList(t *testing.T) {
	g := playedOther(t, rules.Classic(), 2, 3, 1)
	data := strings.Replace(string(Marshal(g, Extras{})), `"version": 1,`, `"version": 1,`+"\n  \"words\": \"mine.txt\",", 1)
	_, _, err := Load(coretest.Referee(), []byte(data))
	if err == nil || err.Error() != `the game was played with the word list "mine.txt", not built into the program` {
		t.Errorf("another word list: %v", err)
	}
}
