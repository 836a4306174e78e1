package console

import (
	"bufio"
	"context"
	"io"
	"net"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/rules"
)

// hostOutput runs a hosted console game in the background and returns its
// join code as soon as it says it, and a function that waits for the end
// and returns all it wrote.
func hostOutput(t *testing.T, cfg Config, l net.Listener, answers string) (string, func() string) {
	t.Helper()
	pr, pw := io.Pipe()
	var out strings.Builder
	code := make(chan string, 1)
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			out.WriteString(sc.Text() + "\n")
			if c, ok := strings.CutPrefix(sc.Text(), "Join code: "); ok {
				code <- c
			}
		}
	}()
	errs := make(chan error, 1)
	go func() {
		errs <- Host(context.Background(), cfg, HostConfig{Listener: l}, strings.NewReader(answers), pw)
		pw.Close()
	}()
	select {
	case c := <-code:
		return c, func() string {
			if err := <-errs; err != nil {
				t.Errorf("the host: %v", err)
			}
			<-copied
			return out.String()
		}
	case err := <-errs:
		t.Fatalf("the host stopped: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("no join code")
	}
	return "", nil
}

var finalScores = regexp.MustCompile(`(?m)^Player \d scored -?\d+ points\.$`)

// drawLines are the lines that tell the draw for the first move.
var drawLines = regexp.MustCompile(`Drawing for the first move: .*\n(.*\n)*?Player \d moves first\.`)

// TestTerminalsPlayAGameBetweenThem hosts a classic game in one terminal
// between its computer and a player joining, which a computer plays in
// another terminal; both tell the same draw for the first move, once,
// and play to Game Over and show the same final scores.
func TestTerminalsPlayAGameBetweenThem(t *testing.T) {
	cfg := seededConfig(t, rules.Classic(), 3)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	code, hostDone := hostOutput(t, cfg, l, "d\n2\nc\nr\nc\n")
	var guestOut strings.Builder
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		jc := JoinConfig{Options: guest.Options{Addr: l.Addr().String(), Code: code, Name: "Ann"},
			Computer: func(r *rules.Set) computer.Strategy { return computer.NewBest(r, cfg.Referee.Lexicon) }}
		if err := Join(context.Background(), jc, strings.NewReader(""), &guestOut); err != nil {
			t.Errorf("the guest: %v", err)
		}
	}()
	wg.Wait()
	hostText := hostDone()
	hostFinal, guestFinal := finalScores.FindAllString(hostText, -1), finalScores.FindAllString(guestOut.String(), -1)
	if len(hostFinal) != 2 || strings.Join(hostFinal, "") != strings.Join(guestFinal, "") {
		t.Fatalf("the host ends with %q, the guest with %q\nhost:\n%s\nguest:\n%s", hostFinal, guestFinal, tail(hostText), tail(guestOut.String()))
	}
	for _, want := range []string{"Joined Classic Scrabble on", "as Player 2.", "The move is:", "Game Over!"} {
		if !strings.Contains(guestOut.String(), want) {
			t.Errorf("the guest never said %q", want)
		}
	}
	hostDraw, guestDraw := drawLines.FindAllString(hostText, -1), drawLines.FindAllString(guestOut.String(), -1)
	if len(hostDraw) != 1 || !slices.Equal(guestDraw, hostDraw) {
		t.Errorf("the host tells the draw for the first move as %q, the guest as %q", hostDraw, guestDraw)
	}
	if !strings.Contains(hostText, "Ann (Player 2) joined.") {
		t.Errorf("the host never said the guest joined:\n%s", tail(hostText))
	}
}

// tail is the end of a long text.
func tail(s string) string {
	if len(s) > 3000 {
		return s[len(s)-3000:]
	}
	return s
}
