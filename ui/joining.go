package ui

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/netplay/discover"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
)

// The preferences that remember what Join a Game was given last.
const (
	prefJoinAddr = "joinAddress"
	prefJoinName = "joinName"
)

// joinGame asks for the address and the join code of a game hosted on
// another desktop, offering the games found on the home network, and
// joins it once the word list is ready.
func (a *App) joinGame() {
	prefs := a.fyne.Preferences()
	addr, code, name := dialogs.NewEntry(), dialogs.NewEntry(), dialogs.NewEntry()
	addr.SetText(prefs.String(prefJoinAddr))
	addr.SetPlaceHolder("192.168.1.20:7531")
	code.SetPlaceHolder("the code the host shows")
	name.SetText(prefs.String(prefJoinName))
	name.SetPlaceHolder("your name, as the others see it")
	nearby := widget.NewLabel("Looking for games on this network…")
	found := container.NewVBox(nearby)
	items := []*widget.FormItem{
		widget.NewFormItem("Address", addr),
		widget.NewFormItem("Join code", code),
		widget.NewFormItem("Your name", name),
		widget.NewFormItem("Nearby", found),
	}
	d := dialog.NewForm("Join a Game", "Join", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		prefs.SetString(prefJoinAddr, strings.TrimSpace(addr.Text))
		prefs.SetString(prefJoinName, strings.TrimSpace(name.Text))
		opts := guest.Options{Addr: strings.TrimSpace(addr.Text), Code: strings.TrimSpace(code.Text), Name: strings.TrimSpace(name.Text)}
		a.files.replace("Join the game", "Joining it", func() { a.join(opts) })
	}, a.win)
	d.Resize(fyne.NewSize(520, d.MinSize().Height))
	a.dialogs.Show(d, dialogs.FormKeys(d, addr, code, name))
	go a.browse(func(games []discover.Found) {
		found.RemoveAll()
		if len(games) == 0 {
			found.Add(widget.NewLabel("None found: type the address the host shows."))
		}
		for _, g := range games {
			found.Add(widget.NewButton(fmt.Sprintf("%s  (%s)", g.Name, g.Addr), func() { addr.SetText(g.Addr) }))
		}
		d.Resize(fyne.NewSize(520, d.MinSize().Height))
	})
}

// browse looks for games on the home network for two seconds, and shows
// what it found with show, on the UI goroutine.
func (a *App) browse(show func([]discover.Found)) {
	games, _ := discover.Browse(context.Background(), 2*time.Second)
	a.cfg.Post(func() { show(games) })
}

// join joins the game opts says, in the background, and plays its seat;
// or says why it cannot.
func (a *App) join(opts guest.Options) {
	if opts.Addr == "" || opts.Code == "" {
		a.tell("Join a Game", "Type the host's address and the join code that the host's window shows.", a.joinGame)
		return
	}
	if !a.refereeReady() {
		a.afterLoading(request{"Join", "join the game at " + opts.Addr, func() { a.join(opts) }})
		return
	}
	a.pending = nil
	prefs := a.fyne.Preferences()
	opts.Token = prefs.String(tokenPref(opts))
	ctx, cancel := context.WithCancel(context.Background()) // the guest lives until Close
	waiting := a.showJoining(opts.Addr, cancel)
	go func() {
		g, err := guest.Join(ctx, opts)
		a.cfg.Post(func() {
			if !waiting.done() { // cancelled: say nothing, keep nothing
				if err == nil {
					g.Close()
				}
				return
			}
			if err == nil {
				prefs.SetString(tokenPref(opts), g.Token)
				err = a.playTogether(g, g.Game, g.Seat, nil)
				if err != nil {
					g.Close()
				}
			}
			if err != nil {
				a.tell("Cannot join the game", phrase.Sentence(err), nil)
			}
		})
	}()
}

// joining is the dialog shown while a window joins a game: the host may
// take up to 20 s to answer, or never.
type joining struct {
	d       dialog.Dialog
	waiting bool // neither has the join come back nor the player closed the dialog
}

// showJoining shows that the window is joining the game at addr, with a
// Cancel that calls cancel.
func (a *App) showJoining(addr string, cancel context.CancelFunc) *joining {
	j := &joining{waiting: true}
	content := container.NewVBox(widget.NewLabel("Joining the game at "+addr+"…"), widget.NewProgressBarInfinite())
	j.d = dialog.NewCustom("Join a Game", "Cancel", content, a.win)
	j.d.SetOnClosed(func() {
		if j.waiting {
			j.waiting = false
			cancel()
		}
	})
	a.dialogs.Show(j.d, dialogs.CloseKeys(j.d))
	return j
}

// done closes the dialog once the join came back, and reports whether
// the player was still waiting for it, not having cancelled.
func (j *joining) done() bool {
	if !j.waiting {
		return false
	}
	j.waiting = false
	j.d.Hide()
	return true
}

// tokenPref is the preference that keeps the token of the seat joined at
// opts.Addr with opts.Code, so that a window that stopped, however it
// stopped, comes back to its seat when it joins the same game again.
func tokenPref(opts guest.Options) string {
	code := strings.Map(func(r rune) rune { // as the host reads it: its letters and digits
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			return unicode.ToUpper(r)
		}
		return -1
	}, opts.Code)
	return "seatToken " + opts.Addr + " " + code
}
