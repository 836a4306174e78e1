//lint:file-ignore ST1005 a turn's errors name the player first, "Player 2 holds ...", and go on a line that names the turn

package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/fileio"
	"scraebbkle/internal/prose"
	"strings"
	"unicode"
)

// Error says why a save file cannot be loaded: what is wrong and where,
// in words a player understands.
type Error struct {
	Turn   int    // the turn at fault, from 1, or 0 when no one turn is
	Move   string // that turn's move as the file writes it
	Reason string
	// Newer is set when a newer version of the program wrote the file,
	// which may be sound: this version cannot tell.
	Newer bool
}

// Error gives the turn, if any, and the reason, such as
// "turn 5 (DINED,d4): it scores 20, but the file says 25".
func (e *Error) Error() string {
	if e.Turn == 0 {
		return e.Reason
	}
	played := prose.Shortened(e.Move)
	if played == move.Pass.String() {
		played = "pass"
	}
	return fmt.Sprintf("turn %d (%s): %s", e.Turn, played, e.Reason)
}

// saveErrorf makes an Error about the whole file.
func saveErrorf(format string, args ...any) error {
	return &Error{Reason: fmt.Sprintf(format, args...)}
}

// savedBoardError says what is wrong with the board kept in a save file,
// and where in the board's own lines, so that neither the save file's
// lines nor the board file it was read from is blamed.
func savedBoardError(name string, err error) error {
	which := "the board kept in this file"
	if name != "" {
		which = fmt.Sprintf("the board %s kept in this file", prose.Quoted(fileio.ShownName(name)))
	}
	var be *board.FileError
	if !errors.As(err, &be) {
		return saveErrorf("%s is not valid: %v", which, err)
	}
	return saveErrorf("%s is not valid: %s of the board: %s", which, be.Where(), be.What())
}

// Load reads a save file written by [Marshal] and rebuilds its game:
// it deals the racks from the bag's recorded order and replays every turn
// through the referee, checking the player, rack, move, score, total and
// tiles drawn of each against the file, then the racks and scores at the
// end, the hints against the turns and the arranged racks against the
// racks. It returns the game, and each player's computer level, the hints
// asked for and the racks as arranged. A file that is damaged,
// cut short, from a newer version or tampered with is refused with a
// *Error that says what is wrong and where.
func Load(ref *referee.Referee, data []byte) (*game.Game, Extras, error) {
	var none Extras
	s, err := decodeSave(data)
	if err != nil {
		return nil, none, err
	}
	if ref, err = s.referee(ref); err != nil {
		return nil, none, err
	}
	rules := ref.Rules
	board, err := board.Parse(rules.Board, s.Board.Name, []byte(s.Board.Text))
	if err != nil {
		return nil, none, savedBoardError(s.Board.Name, err)
	}
	kinds, levels, err := s.players(rules)
	if err != nil {
		return nil, none, err
	}
	bag, err := loadBag(rules, s.Bag)
	if err != nil {
		return nil, none, err
	}
	g, err := game.New(ref, board, bag, kinds, s.Open)
	if err != nil {
		return nil, none, saveErrorf("%v", err)
	}
	if s.Dealt != "" {
		if err := setDealt(g, s.Dealt); err != nil {
			return nil, none, err
		}
	}
	for i, st := range s.Turns {
		if err := replayTurn(g, st); err != nil {
			return nil, none, &Error{Turn: i + 1, Move: st.Move, Reason: err.Error()}
		}
	}
	if err := s.checkEnd(g); err != nil {
		return nil, none, err
	}
	hints, err := loadHints(g, s.Hints)
	if err != nil {
		return nil, none, err
	}
	arranged, err := loadArranged(g, s.Arranged)
	if err != nil {
		return nil, none, err
	}
	return g, Extras{Levels: levels, Hints: hints, Arranged: arranged}, nil
}

// decodeSave reads the JSON of a save file, after checking that it is a
// save file of a version this program reads.
func decodeSave(data []byte) (savedGame, error) {
	var s savedGame
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // as some Windows editors save it
	switch text := bytes.TrimSpace(data); {
	case len(text) == 0:
		return s, saveErrorf("the file is empty")
	case text[0] != '{':
		return s, saveErrorf("this is not a saved ScraeBBKle game: a saved game is JSON text that begins with {")
	}
	var head struct {
		Format  any `json:"format"`
		Version any `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return s, jsonError(data, err)
	}
	switch head.Format {
	case Format:
	case nil:
		return s, saveErrorf("this is not a saved ScraeBBKle game: it lacks \"format\": %q", Format)
	default:
		found, _ := json.Marshal(head.Format)
		return s, saveErrorf("this is not a saved ScraeBBKle game: its \"format\" is %s, not %q", prose.Shortened(string(found)), Format)
	}
	version, ok := head.Version.(float64)
	switch {
	case !ok:
		found, _ := json.Marshal(head.Version)
		return s, saveErrorf("the format version is %s, not a number", prose.Shortened(string(found)))
	case version != float64(int(version)) || version < 1:
		return s, saveErrorf("the format version %v is not a version of the save format", head.Version)
	case version > Version:
		return s, &Error{Newer: true, Reason: fmt.Sprintf("the file was saved by a newer version of ScraeBBKle (format version %d; this version reads up to %d)", int(version), Version)}
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return s, jsonError(data, err)
	}
	return s, checkKeys(data)
}

// jsonError explains a JSON decoding error with its line and column.
func jsonError(data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax) && int(syntax.Offset) >= len(data):
		return saveErrorf("the file ends too soon, at %s: it was cut short", place(data, syntax.Offset))
	case errors.As(err, &syntax):
		return saveErrorf("%s: this is not valid JSON: %v", place(data, syntax.Offset-1), syntax)
	case errors.As(err, &typ):
		return saveErrorf("%s: %q holds %s where %s belongs", place(data, typ.Offset-1), typ.Field, typ.Value, kindName(typ.Type.Kind().String()))
	}
	return saveErrorf("this is not valid JSON: %v", err)
}

// kindName names the kind of a JSON value that a field needs.
func kindName(kind string) string {
	switch {
	case kind == "string":
		return "text"
	case kind == "bool":
		return "true or false"
	case kind == "slice":
		return "a list"
	case kind == "struct":
		return "an object"
	case strings.HasPrefix(kind, "int") || strings.HasPrefix(kind, "uint"):
		return "a whole number"
	}
	return "another kind of value"
}

// place is the line and column of the byte at offset: "line 3, column 14".
func place(data []byte, offset int64) string {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("line %d, column %d", line, col)
}

// referee is the referee of the saved game: ref, or one of the game the
// file names with ref's word list, which must be the list the file names.
func (s *savedGame) referee(ref *referee.Referee) (*referee.Referee, error) {
	if s.Words != ref.Lexicon.Name() {
		return nil, saveErrorf("the game was played with the word list %s, not %s", wordsName(s.Words), wordsName(ref.Lexicon.Name()))
	}
	id := s.Rules
	if id == "" {
		id = rules.ScraeBBKle().ID
	}
	if id == ref.Rules.ID {
		return ref, nil
	}
	r, err := rules.ByID(id)
	if err != nil {
		return nil, saveErrorf("%v", err)
	}
	return &referee.Referee{Rules: r, Lexicon: ref.Lexicon}, nil
}

// wordsName names a word list by the name a save file gives it.
func wordsName(name string) string {
	if name == "" {
		return "built into the program"
	}
	return prose.Quoted(name)
}

// setDealt puts the bag of g, just dealt, in the order the file gives.
func setDealt(g *game.Game, letters string) error {
	tiles, err := tilesOf(g.Rules(), letters)
	if err == nil {
		err = g.SetDealtBag(tiles)
	}
	if err != nil {
		return saveErrorf("the bag after the deal: %v", err)
	}
	return nil
}

// tilesOf reads tiles of the rules' tile set written as rack letters.
func tilesOf(r *rules.Set, letters string) ([]tile.Tile, error) {
	bag, err := tile.StackBag(r.TileSet, letters)
	if err != nil {
		return nil, err
	}
	return bag.Tiles()[:len(letters)], nil
}

// players reads the players' kinds and computer levels.
func (s *savedGame) players(rules *rules.Set) ([]game.PlayerKind, []computer.Level, error) {
	if n := len(s.Players); n < rules.MinPlayers || n > rules.MaxPlayers {
		return nil, nil, saveErrorf("the file has %d players; a game has %s", n, rules.PlayerRange())
	}
	kinds := make([]game.PlayerKind, len(s.Players))
	levels := make([]computer.Level, len(s.Players))
	for i, p := range s.Players {
		kind, ok := playerType(p.Type)
		if !ok {
			return nil, nil, saveErrorf("Player %d's type is %s; it must be %q or %q", i+1, prose.Quoted(p.Type), savedHuman, savedComputer)
		}
		kinds[i], levels[i] = kind, computer.Normal
		if kind == game.Computer && p.Level != "" {
			level, err := computer.ParseLevel(p.Level)
			if err != nil {
				return nil, nil, saveErrorf("Player %d: %v", i+1, err)
			}
			levels[i] = level
		}
	}
	return kinds, levels, nil
}

// loadBag reads the bag's order: every tile of the rules' tile set once, as
// rack letters.
func loadBag(rules *rules.Set, letters string) (*tile.Bag, error) {
	bag, err := tile.StackBag(rules.TileSet, letters)
	if err != nil {
		return nil, saveErrorf("the bag: %v", err)
	}
	if full := len(rules.TileSet.Tiles()); len(letters) != full {
		return nil, saveErrorf("the bag holds %d tiles; a full bag holds %d", len(letters), full)
	}
	return bag, nil
}

// replayTurn plays one saved turn in g and says how it differs from the
// file, if it does.
func replayTurn(g *game.Game, st savedTurn) error {
	p := g.ToMove()
	if g.Over() {
		return errors.New("the game was already over")
	}
	if st.Player != p+1 {
		return fmt.Errorf("it is Player %d's turn, but the file says Player %d moved", p+1, st.Player)
	}
	if rack := g.Player(p).Rack.Letters(); st.Rack != rack {
		return fmt.Errorf("Player %d holds %q, but the file says %s", p+1, rack, prose.Quoted(st.Rack))
	}
	m, err := move.Parse(st.Move)
	if err != nil {
		return err
	}
	var bag []tile.Tile
	if st.Bag != "" {
		if bag, err = tilesOf(g.Rules(), st.Bag); err != nil {
			return fmt.Errorf("the bag after the turn: %v", err)
		}
	}
	t, err := g.Replay(m, bag)
	switch {
	case err != nil:
		return fmt.Errorf("the move is not allowed: %s", lowerFirst(err.Error()))
	case t.Play.Score != st.Score:
		return fmt.Errorf("it scores %d, but the file says %d", t.Play.Score, st.Score)
	case t.Total != st.Total:
		return fmt.Errorf("Player %d's total is %d, but the file says %d", p+1, t.Total, st.Total)
	}
	if drawn := tile.Rack(t.Drawn).Letters(); drawn != st.Drawn {
		return fmt.Errorf("Player %d draws %q from the bag, but the file says %s", p+1, drawn, prose.Quoted(st.Drawn))
	}
	return nil
}

// checkEnd checks the racks, scores and end of the replayed game against
// the file.
func (s *savedGame) checkEnd(g *game.Game) error {
	if len(s.Racks) != g.Players() || len(s.Scores) != g.Players() {
		return saveErrorf("the file gives %d racks and %d scores for %d players", len(s.Racks), len(s.Scores), g.Players())
	}
	for i := range g.Players() {
		p := g.Player(i)
		if rack := p.Rack.Letters(); s.Racks[i] != rack {
			return saveErrorf("after the last turn Player %d holds %q, but the file says %s", i+1, rack, prose.Quoted(s.Racks[i]))
		}
		if p.Score != s.Scores[i] {
			return saveErrorf("after the last turn Player %d's score is %d, but the file says %d", i+1, p.Score, s.Scores[i])
		}
	}
	if g.Over() != s.Over {
		if g.Over() {
			return saveErrorf("the game is over after the last turn, but the file says it goes on")
		}
		return saveErrorf("the game goes on after the last turn, but the file says it is over")
	}
	return nil
}

// LoadFile reads and loads the save file at path, as [Load] does.
// The error begins with the file's name.
func LoadFile(ref *referee.Referee, path string) (*game.Game, Extras, error) {
	data, err := fileio.ReadFile(path, MaxFileBytes)
	if err != nil {
		return nil, Extras{}, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	g, x, err := Load(ref, data)
	if err != nil {
		return nil, Extras{}, fmt.Errorf("%s: %w", fileio.ShownName(path), err)
	}
	return g, x, nil
}

// lowerFirst is sentence s with its first letter in lower case, to go on
// after a colon, unless its first word is in capitals, as a word played
// is ("DNIE is not in the word list.").
func lowerFirst(s string) string {
	if len(s) > 1 && unicode.IsUpper(rune(s[1])) {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
