package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	r "scraebbkle/core/rules"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/games"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/style"
)

// editorSquare is the view of square pos in the editor.
func editorSquare(t *testing.T, e *Editor, pos string) *boardview.Square {
	t.Helper()
	sq, ok := board.ParseSquare(pos)
	if !ok {
		t.Fatalf("bad square %s", pos)
	}
	return e.view.Square(sq)
}

// editorButton taps the editor's button labelled text.
func editorButton(t *testing.T, e *Editor, text string) {
	t.Helper()
	for _, b := range uitest.Find[*widget.Button](e.win.Content()) {
		if b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q in the editor", text)
}

func TestEditorPaintsSavesAndLoadsTheSameBoard(t *testing.T) {
	e, _ := openTestEditor(t)
	e.palette.tools.SetSelected(toolLetter)
	e.palette.factor.SetText("-3")
	test.Tap(editorSquare(t, e, "a1"))
	e.palette.tools.SetSelected(toolWord)
	e.palette.factor.SetText("12")
	test.Tap(editorSquare(t, e, "b2"))
	e.palette.tools.SetSelected(toolStart)
	test.Tap(editorSquare(t, e, "c3"))
	if got := uitest.Face(editorSquare(t, e, "a1")); got != style.ScraeBBKleLook.Label(board.Premium{Kind: board.LetterPremium, Factor: -3}) {
		t.Errorf("a1 shows %q", got)
	}
	if !editorSquare(t, e, "c3").IsStart() || editorSquare(t, e, uitest.DefaultBoard(t).Start().String()).IsStart() {
		t.Error("the start mark did not move to c3")
	}
	if !strings.Contains(e.win.Title(), "(edited)") {
		t.Errorf("title %q does not say the board is edited", e.win.Title())
	}
	editorButton(t, e, "Save As…")
	if e.path == "" || strings.Contains(e.win.Title(), "(edited)") {
		t.Fatalf("not saved: path %q, title %q", e.path, e.win.Title())
	}
	if want := "Saved as " + filepath.Base(e.path) + " in " + filepath.Dir(e.path) + ". "; !strings.HasPrefix(e.status.Text, want) ||
		!strings.HasSuffix(e.status.Text, "a valid board for ScraeBBKle and Classic Scrabble.") {
		t.Errorf("after saving the status says %q", e.status.Text)
	}
	b, err := board.Load(r.ScraeBBKle().Board, e.path)
	if err != nil {
		t.Fatalf("the saved file does not load: %v", err)
	}
	want := map[string]board.Premium{"a1": {Kind: board.LetterPremium, Factor: -3}, "b2": {Kind: board.WordPremium, Factor: 12}}
	for pos, p := range want {
		sq, _ := board.ParseSquare(pos)
		if b.Premium(sq) != p {
			t.Errorf("%s loads as %v, want %v", pos, b.Premium(sq), p)
		}
	}
	if b.Start().String() != "c3" {
		t.Errorf("start %s", b.Start())
	}
	data, _ := os.ReadFile(e.path)
	if string(data) != b.Format() {
		t.Error("the file is not in the board file format exactly")
	}
	// An edit taken back leaves the board as saved: not edited.
	test.Tap(editorSquare(t, e, "d4"))
	if !strings.Contains(e.win.Title(), "(edited)") {
		t.Errorf("after an edit the title is %q", e.win.Title())
	}
	editorButton(t, e, "Undo")
	if strings.Contains(e.win.Title(), "(edited)") || e.draft.Changed() {
		t.Errorf("undone back to the board saved, the title is %q", e.win.Title())
	}

	// Open it again in a fresh editor: the same board.
	e.close()
	e2, _ := openTestEditor(t)
	e2.pickFile = (&uitest.FilePicker{T: t, Files: []string{e.path}}).Pick
	editorButton(t, e2, "Open…")
	got, err := e2.draft.Board("again.txt")
	if err != nil || !got.Equal(b) {
		t.Fatalf("opened again: %v, equal %v", err, err == nil && got.Equal(b))
	}
}

func TestEditorDragPaintsOneUndoableStroke(t *testing.T) {
	e, _ := openTestEditor(t)
	e.palette.factor.SetText("4")
	from := editorSquare(t, e, "a5")
	cell := e.view.Cell()
	for i := 1; i <= 3; i++ {
		from.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(cell*(float32(i)+0.5), cell/2)}})
	}
	from.DragEnd()
	w4 := board.Premium{Kind: board.WordPremium, Factor: 4}
	for _, pos := range []string{"a5", "b5", "c5", "d5"} {
		if editorSquare(t, e, pos).Premium() != w4 {
			t.Errorf("%s not painted by the drag", pos)
		}
	}
	editorButton(t, e, "Undo")
	for _, pos := range []string{"a5", "b5", "c5", "d5"} {
		if editorSquare(t, e, pos).Premium() == w4 {
			t.Errorf("%s still painted after one undo", pos)
		}
	}
	editorButton(t, e, "Redo")
	if editorSquare(t, e, "c5").Premium() != w4 {
		t.Error("redo did not paint the stroke again")
	}
	// The keys do as the buttons: Ctrl+Z, then Ctrl+Y or Ctrl+Shift+Z.
	for _, redo := range []fyne.Shortcut{&fyne.ShortcutRedo{}, keys.RedoZ} {
		uitest.TypeShortcut(t, e.win.Canvas(), &fyne.ShortcutUndo{})
		if editorSquare(t, e, "c5").Premium() == w4 {
			t.Fatal("Ctrl+Z did not undo the stroke")
		}
		uitest.TypeShortcut(t, e.win.Canvas(), redo)
		if editorSquare(t, e, "c5").Premium() != w4 {
			t.Errorf("%s did not redo the stroke", redo.ShortcutName())
		}
	}

	// A fast drag, its pointer jumping squares between two events, paints
	// the squares it passed over too: a line along the row, then down and
	// across.
	e.palette.factor.SetText("-2")
	from = editorSquare(t, e, "a10")
	for _, to := range []fyne.Position{fyne.NewPos(cell/2, cell/2), fyne.NewPos(cell*4.5, cell/2), fyne.NewPos(cell*6.5, cell*4.5)} {
		from.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}})
	}
	from.DragEnd()
	w2 := board.Premium{Kind: board.WordPremium, Factor: -2}
	for _, pos := range []string{"a10", "b10", "c10", "d10", "e10", "f11", "f12", "g13", "g14"} {
		if editorSquare(t, e, pos).Premium() != w2 {
			t.Errorf("%s not painted by the fast drag", pos)
		}
	}
	if got := editorSquare(t, e, "e11").Premium(); got == w2 {
		t.Error("e11, beside the line, was painted")
	}
}

func TestSquaresBetween(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{"a1", "a1", ""},
		{"a1", "d1", "b1 c1 d1"},
		{"d1", "a1", "c1 b1 a1"},
		{"a1", "a4", "a2 a3 a4"},
		{"a1", "c3", "b2 c3"},
		{"e10", "g14", "f11 f12 g13 g14"},
		{"g14", "e10", "f13 f12 e11 e10"},
	} {
		var got []string
		for _, sq := range squaresBetween(uitest.Sq(t, c.from), uitest.Sq(t, c.to)) {
			got = append(got, sq.String())
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("squaresBetween(%s, %s) = %v, want %s", c.from, c.to, got, c.want)
		}
	}
}

// A factor outside the rules' range is not painted: the status line says
// why, and the board stays one that can be saved.
func TestEditorRefusesAFactorOutsideTheRules(t *testing.T) {
	e, _ := openTestEditor(t)
	before := editorSquare(t, e, "e2").Premium()
	e.palette.factor.SetText("150")
	if why := e.palette.why; !why.Visible() || why.Text != "Premium factor 150 is outside -9..99." || e.palette.factor.Validate() == nil {
		t.Errorf("below the factor 150: %q, shown %v", why.Text, why.Visible())
	}
	test.Tap(editorSquare(t, e, "e2"))
	if !strings.Contains(e.status.Text, "Cannot paint e2: premium factor 150 is outside -9..99.") {
		t.Errorf("status %q does not say why", e.status.Text)
	}
	// Typed, with the entry focused, the reason shows as it is typed.
	e.palette.factor.SetText("")
	e.win.Canvas().Focus(e.palette.factor)
	test.Type(e.palette.factor, "x")
	if why := e.palette.why; !why.Visible() || why.Text != "The factor is a whole number, such as 2 or -3." {
		t.Errorf("below the factor x: %q, shown %v", why.Text, why.Visible())
	}
	if p := editorSquare(t, e, "e2").Premium(); p != before || e.draft.Changed() {
		t.Errorf("e2 became %v", p)
	}
	e.palette.factor.SetText("-9")
	if e.palette.why.Visible() {
		t.Errorf("below the factor -9: %q", e.palette.why.Text)
	}
	test.Tap(editorSquare(t, e, "e2"))
	if p := editorSquare(t, e, "e2").Premium(); p.Factor != -9 || !strings.Contains(e.status.Text, "a valid board") {
		t.Errorf("e2 is %v, status %q", p, e.status.Text)
	}
}

// A board file whose size cannot be read is refused with the loader's
// reason, and the board stays.
func TestEditorOpenShowsTheLoadersReason(t *testing.T) {
	e, _ := openTestEditor(t)
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("7\n2x8\nd4\n..x....\n"), 0o644)
	before := e.draft.Format()
	e.pickFile = (&uitest.FilePicker{T: t, Files: []string{bad}}).Pick
	editorButton(t, e, "Open…")
	overlay := strings.Join(uitest.Texts(e.win.Canvas().Overlays().Top()), "\n")
	if !strings.Contains(overlay, "bad.txt: line 2, column 1") || strings.Contains(overlay, "Mended") {
		t.Errorf("dialog %q does not give the loader's reason", overlay)
	}
	if e.draft.Format() != before {
		t.Error("an invalid file replaced the board")
	}
}

// A board file with faults after its size is offered mended, each fault
// listed with what was made of it. Escape keeps the board; Enter opens the
// file mended, as not saved, and Save writes the mended board over it.
func TestEditorOpensABrokenFileMended(t *testing.T) {
	e, _ := openTestEditor(t)
	lines := strings.Split(strings.TrimSuffix(e.draft.Format(), "\n"), "\n")
	lines[5] = "..... ..........." // a space among row 3's squares
	broken := filepath.Join(t.TempDir(), "broken.txt")
	os.WriteFile(broken, []byte(strings.Join(lines[:len(lines)-2], "\n")+"\n"), 0o644) // the last two rows gone
	before := e.draft.Format()
	overlays := e.win.Canvas().Overlays()
	e.pickFile = (&uitest.FilePicker{T: t, Files: []string{broken, broken}}).Pick

	editorButton(t, e, "Open…")
	offer := strings.Join(uitest.Texts(overlays.Top()), "\n")
	for _, want := range []string{"Open broken.txt Mended?", "with 2 faults mended",
		"• Line 6, column 6: unexpected space (board files have no spaces); a square is '.', '[n]' or '<n>': left out.",
		"• Line 16, column 1: the file ends after 12 of the 14 rows: the rows missing are plain."} {
		if !strings.Contains(offer, want) {
			t.Errorf("the offer does not say %q:\n%s", want, offer)
		}
	}
	editorKey(e, fyne.KeyEscape)
	if overlays.Top() != nil || e.draft.Format() != before {
		t.Fatal("Escape did not keep the board")
	}

	editorButton(t, e, "Open…")
	editorKey(e, fyne.KeyReturn)
	lines[5] = strings.Repeat(".", 16)
	lines[len(lines)-2], lines[len(lines)-1] = lines[5], lines[5]
	mended := strings.Join(lines, "\n") + "\n"
	if overlays.Top() != nil || e.draft.Format() != mended {
		t.Fatalf("Enter opened\n%s\nwant\n%s", e.draft.Format(), mended)
	}
	if title := e.win.Title(); title != "Board Editor — broken.txt (mended, not saved)" {
		t.Errorf("the window is called %q", title)
	}
	if !strings.HasPrefix(e.status.Text, "Opened broken.txt with 2 faults mended. ") {
		t.Errorf("status %q", e.status.Text)
	}
	editorButton(t, e, "Save")
	if data, _ := os.ReadFile(broken); string(data) != mended {
		t.Errorf("Save wrote\n%s", data)
	}
	if title := e.win.Title(); title != "Board Editor — broken.txt" {
		t.Errorf("saved, the window is called %q", title)
	}
}

// mendList lists the first faults, those of a kind on one line of the
// file together, and says how many more there are.
func TestMendListCountsTheFaultsNotListed(t *testing.T) {
	text := strings.Repeat(strings.Repeat(". ", 15)+".\n", 14)
	_, mends, err := board.MendFile(r.ScraeBBKle().Board, "spaced.txt", []byte("16\n14\nd7\n"+text))
	if err != nil {
		t.Fatal(err)
	}
	list := strings.Split(mendList(mends), "\n")
	// The first 100 faults: 15 on each of lines 4 to 9, 10 on line 10.
	if len(list) != 8 || list[len(list)-1] != "… and 110 more faults, mended in the same ways." {
		t.Errorf("%d lines, the last %q", len(list), list[len(list)-1])
	}
	if want := "• Line 4, columns 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28 and 30: unexpected space"; !strings.HasPrefix(list[0], want) {
		t.Errorf("the first line is %q, want %q…", list[0], want)
	}
}

// The keyboard paints too: the arrow keys move a cursor from the start
// square, and Space or Enter paints the square under it, one edit each.
func TestEditorPaintsWithTheKeyboard(t *testing.T) {
	e, _ := openTestEditor(t)
	start := e.draft.Start()
	key := func(name fyne.KeyName) { uitest.TypeKey(e.win.Canvas(), name) }
	key(fyne.KeyRight)
	if e.brush.cursor == nil || *e.brush.cursor != start || e.view.Square(start).Cursor() != paintMark {
		t.Fatalf("the first arrow key put the cursor on %v, want the start square %s", e.brush.cursor, start)
	}
	key(fyne.KeyRight)
	key(fyne.KeyDown)
	want := start.Next(board.Right).Next(board.Down)
	if *e.brush.cursor != want || e.view.Square(start).Cursor() != "" || e.view.Square(want).Cursor() != paintMark {
		t.Fatalf("Right, Down: the cursor is on %s, want %s, marked there alone", e.brush.cursor, want)
	}
	e.palette.factor.SetText("7")
	key(fyne.KeySpace)
	w7 := board.Premium{Kind: board.WordPremium, Factor: 7}
	if e.draft.Premium(want) != w7 {
		t.Fatalf("Space painted %s %v, want %v", want, e.draft.Premium(want), w7)
	}
	key(fyne.KeyLeft)
	key(fyne.KeyReturn)
	if e.draft.Premium(want.Prev(board.Right)) != w7 {
		t.Errorf("Enter did not paint %s", want.Prev(board.Right))
	}
	editorButton(t, e, "Undo")
	if e.draft.Premium(want.Prev(board.Right)) == w7 || e.draft.Premium(want) != w7 {
		t.Error("Undo took back other than the last square painted")
	}
	for range 30 {
		key(fyne.KeyUp)
	}
	if e.brush.cursor.Row != 0 || e.brush.cursor.Col != want.Col-1 {
		t.Errorf("the cursor went past the top edge, to %s", e.brush.cursor)
	}
}

// A drag past the part of a large board in sight paints down to the last
// square in sight and none out of it, and let go on the band of labels
// there, it paints the square under the band's edge.
func TestEditorDragStopsAtTheSquaresInSight(t *testing.T) {
	e, _ := openTestEditor(t)
	e.create(e.format, "26", "99")
	uitest.Settle(e.win)
	v := e.view
	edges, stuck := v.Edges()
	if !stuck[2] {
		t.Fatal("the 26 x 99 board fits its view: nothing to drag past")
	}
	last := int((edges[2] - 0.5 - v.Origin().Y) / v.Cell()) // the last row in sight
	e.palette.factor.SetText("5")
	w5 := board.Premium{Kind: board.WordPremium, Factor: 5}
	from := editorSquare(t, e, "c3")
	for _, y := range []float32{v.Cell() / 2, edges[2] + v.Cell()/2, edges[2] + 40*v.Cell()} { // onto the band, then far past it
		from.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(v.Cell()/2, y-from.Position().Y)}})
	}
	from.DragEnd()
	for row := 2; row <= last; row++ {
		if sq := (board.Square{Col: 2, Row: row}); v.Square(sq).Premium() != w5 {
			t.Errorf("%s, in sight, was not painted", sq)
		}
	}
	for row := last + 1; row < 99; row++ {
		if sq := (board.Square{Col: 2, Row: row}); v.Square(sq).Premium() == w5 {
			t.Fatalf("%s, out of sight below row %d, was painted", sq, last+1)
		}
	}
}

func TestEditorNewBoardChecksTheSize(t *testing.T) {
	e, _ := openTestEditor(t)
	e.create(e.format, "7", "27")
	overlay := strings.Join(uitest.Texts(e.win.Canvas().Overlays().Top()), "\n")
	if !strings.Contains(overlay, "A 7×27 board has 189 squares; at least 192 are needed.") {
		t.Errorf("dialog %q", overlay)
	}
	e.create(e.format, "26", "99")
	if e.draft.Cols() != 26 || e.draft.Rows() != 99 || len(e.view.Squares()) != 26*99 {
		t.Fatalf("new board %d x %d", e.draft.Cols(), e.draft.Rows())
	}
	e.draft.Paint(board.Square{Col: 1, Row: 1}, board.Premium{Kind: board.WordPremium, Factor: 3})
	e.draft.Paint(board.Square{Col: 2, Row: 0}, board.Premium{Kind: board.LetterPremium, Factor: 2})
	editorButton(t, e, "Mirror Both")
	if p := editorSquare(t, e, "y98").Premium(); p.Kind != board.WordPremium || p.Factor != 3 {
		t.Errorf("y98 after mirroring is %v", p)
	}
	if p := editorSquare(t, e, "x99").Premium(); p.Kind != board.LetterPremium {
		t.Errorf("x99 after mirroring is %v", p)
	}
}

// The editor gives the limits of the rules in play.
func TestEditorStatesTheRulesLimits(t *testing.T) {
	rules := r.ScraeBBKle()
	rules.Board.MinColumns, rules.Board.MaxColumns, rules.Board.MinRows, rules.Board.MaxRows = 8, 20, 12, 50
	rules.Board.MinFactor, rules.Board.MaxFactor = -3, 40
	e, _ := openTestEditor(t, func(h *Host) { h.Formats = []games.Format{{Format: rules.Board, Games: []*r.Set{rules}}} })
	if all := strings.Join(uitest.Texts(e.win.Content()), "\n"); !strings.Contains(all, "Factor (-3 to 40)") {
		t.Errorf("the palette says:\n%s", all)
	}
	for factor, ok := range map[string]bool{"40": true, "-3": true, "41": false, "-4": false, "x": false} {
		if err := e.palette.factor.Validator(factor); (err == nil) != ok {
			t.Errorf("factor %s: %v", factor, err)
		}
	}
	e.newBoard()
	overlay := strings.Join(uitest.Texts(e.win.Canvas().Overlays().Top()), "\n")
	for _, want := range []string{"Columns (8 to 20)", "Rows (12 to 50)"} {
		if !strings.Contains(overlay, want) {
			t.Errorf("the New Board dialog does not say %q:\n%s", want, overlay)
		}
	}
}

// The New Board dialog shows the board's size selected, so that typing
// replaces it: 26 typed over 16 is 26, not 2616. An entry given the focus
// by Tab selects its text too.
func TestNewBoardSizeIsReplacedByTyping(t *testing.T) {
	e, _ := openTestEditor(t)
	e.newBoard()
	entries := uitest.Find[*dialogs.Entry](e.win.Canvas().Overlays().Top())
	if len(entries) != 2 {
		t.Fatalf("the New Board dialog has %d entries", len(entries))
	}
	c := e.win.Canvas()
	for _, r := range "26" {
		c.Focused().TypedRune(r)
	}
	c.FocusNext()
	for _, r := range "30" {
		c.Focused().TypedRune(r)
	}
	if entries[0].Text != "26" || entries[1].Text != "30" {
		t.Errorf("typed 26 and 30 over the size shown: the entries read %q and %q", entries[0].Text, entries[1].Text)
	}
	if w := entries[0].Size().Width; w < entries[0].MinSize().Width*2 {
		t.Errorf("the columns entry is %v wide, hardly more than its least %v", w, entries[0].MinSize().Width)
	}
}

// editorKey sends a key to the editor's window (typeKey).
func editorKey(e *Editor, name fyne.KeyName) { uitest.TypeKey(e.win.Canvas(), name) }

// The editor's dialogs answer Enter and Escape as the game window's do.
func TestEditorDialogsAnswerTheKeyboard(t *testing.T) {
	e, _ := openTestEditor(t)
	overlays := e.win.Canvas().Overlays()
	newBoard := func(cols, rows string) []*dialogs.Entry {
		editorButton(t, e, "New…")
		entries := uitest.Find[*dialogs.Entry](overlays.Top())
		if len(entries) != 2 {
			t.Fatalf("the New Board dialog has %d entries", len(entries))
		}
		entries[0].SetText(cols)
		entries[1].SetText(rows)
		return entries
	}

	newBoard("10", " 25 ") // spaces around a number are no matter
	editorKey(e, fyne.KeyReturn)
	if e.draft.Cols() != 10 || e.draft.Rows() != 25 || overlays.Top() != nil {
		t.Fatalf("after Enter the board is %d x %d, dialog open %v", e.draft.Cols(), e.draft.Rows(), overlays.Top() != nil)
	}
	if title := e.win.Title(); title != "Board Editor — board.txt (new, not saved)" {
		t.Errorf("a new board's window is called %q", title)
	}

	entries := newBoard("12", "x")
	e.win.Canvas().Focus(entries[1])
	editorKey(e, fyne.KeyReturn) // Enter in an entry submits too
	if !strings.Contains(strings.Join(uitest.Texts(overlays.Top()), "\n"), `Rows: "x" is not a whole number.`) {
		t.Fatalf("after Enter in the rows entry the dialog says %q", uitest.Texts(overlays.Top()))
	}
	editorKey(e, fyne.KeyEscape) // the message; the sizes are asked again as typed
	entries = uitest.Find[*dialogs.Entry](overlays.Top())
	if len(entries) != 2 || entries[0].Text != "12" || entries[1].Text != "x" || e.win.Canvas().Focused() != entries[0] {
		t.Fatalf("after the message the dialog shows %q, the keyboard in %v", uitest.Texts(overlays.Top()), e.win.Canvas().Focused())
	}
	editorKey(e, fyne.KeyEscape)
	if overlays.Top() != nil {
		t.Fatalf("Escape left %q open", uitest.Texts(overlays.Top()))
	}

	e.draft.Paint(board.Square{Col: 1, Row: 1}, board.Premium{Kind: board.WordPremium, Factor: 3})
	e.win.Canvas().Focus(newBoard("11", "20")[0])
	editorKey(e, fyne.KeyEscape) // in a field too
	if overlays.Top() != nil || e.draft.Cols() != 10 {
		t.Fatalf("Escape did not dismiss New Board: board %d wide", e.draft.Cols())
	}
	newBoard("11", "20")
	editorKey(e, fyne.KeyReturn)
	if !strings.Contains(strings.Join(uitest.Texts(overlays.Top()), "\n"), "not saved") {
		t.Fatalf("no question about the unsaved changes: %q", uitest.Texts(overlays.Top()))
	}
	editorKey(e, fyne.KeyReturn) // saves the 10 x 25 board first
	if e.draft.Cols() != 11 || e.draft.Rows() != 20 || overlays.Top() != nil {
		t.Fatalf("Enter on the question left a %d x %d board", e.draft.Cols(), e.draft.Rows())
	}
}

// The editor zooms as the game's window does, by its keys and buttons,
// and its keys but Quit do nothing while a dialog is open.
func TestEditorZooms(t *testing.T) {
	e, _ := openTestEditor(t)
	uitest.Settle(e.win)
	fitted := e.view.Cell()
	uitest.TypeShortcut(t, e.win.Canvas(), keys.ZoomIn)
	uitest.Settle(e.win)
	if e.view.Cell() <= fitted {
		t.Fatalf("Ctrl+= left squares of %v px (fitted %v)", e.view.Cell(), fitted)
	}
	zoomed := e.view.Cell()
	editorButton(t, e, "New…")
	uitest.TypeShortcut(t, e.win.Canvas(), keys.ZoomIn)
	uitest.TypeShortcut(t, e.win.Canvas(), keys.Open)
	if e.view.Cell() != zoomed || len(e.win.Canvas().Overlays().List()) != 1 {
		t.Fatalf("under a dialog the keys zoomed to %v px or opened %d dialogs", e.view.Cell(), len(e.win.Canvas().Overlays().List()))
	}
	editorKey(e, fyne.KeyEscape)
	uitest.TypeShortcut(t, e.win.Canvas(), keys.ZoomFit)
	uitest.Settle(e.win)
	if e.view.Cell() != fitted {
		t.Errorf("Ctrl+0 left squares of %v px, fitted %v", e.view.Cell(), fitted)
	}
}

// Tab reaches the editor's board, as it reaches every widget, and keys
// typed there do nothing: the board takes no letters in the editor, and
// Tab moves on from it.
func TestEditorBoardIgnoresKeys(t *testing.T) {
	e, _ := openTestEditor(t)
	c := e.win.Canvas()
	c.Focus(e.palette.factor)
	for i := 0; i < 50 && c.Focused() != fyne.Focusable(e.view); i++ {
		c.FocusNext()
	}
	if c.Focused() != fyne.Focusable(e.view) {
		t.Fatal("Tab never reaches the editor's board")
	}
	before := uitest.Face(editorSquare(t, e, "a1"))
	c.Focused().TypedRune('a')
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if after := uitest.Face(editorSquare(t, e, "a1")); after != before || e.draft.Changed() {
		t.Errorf("keys on the editor's board changed a1 from %q to %q, or the draft", before, after)
	}
	if e.view.AcceptsTab() { // the driver then moves the focus on
		t.Error("Tab does not move on from the editor's board")
	}
}

// A board the editor cannot write to its file is not called saved, and
// the message names the file and says why, as Save As does.
func TestEditorSaveSaysWhyItCannot(t *testing.T) {
	e, _ := openTestEditor(t)
	folder := filepath.Join(t.TempDir(), "mine.txt")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	e.load(board.DraftOf(e.format.Format, uitest.DefaultBoard(t)), e.format, "mine.txt", folder, false)
	e.palette.tools.SetSelected(toolWord)
	e.palette.factor.SetText("3")
	test.Tap(editorSquare(t, e, "a1"))
	e.save()
	text := strings.Join(uitest.Texts(e.win.Canvas().Overlays().Top()), "\n")
	if !strings.Contains(text, "Cannot save mine.txt") || !strings.Contains(text, "mine.txt: not a file but a folder.") {
		t.Errorf("saving over a folder says:\n%s", text)
	}
	if !e.draft.Changed() {
		t.Error("the board counts as saved")
	}
}
