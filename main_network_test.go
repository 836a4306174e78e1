package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"scraebbkle/core/lexicon"
	"scraebbkle/core/review"
	"scraebbkle/resources"
)

// TestMain lets a test run the program itself in a process of its own:
// the test binary, run with SCRAEBBKLE_MAIN set, is the program.
func TestMain(m *testing.M) {
	if os.Getenv("SCRAEBBKLE_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// proc is the program running in a process of its own.
type proc struct {
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  strings.Builder
	done chan error
}

// start runs the program with args in dir, stdin as given, its cache
// folder in dir too; it is killed when the test ends.
func start(t *testing.T, dir, stdin string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SCRAEBBKLE_MAIN=1", "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "HOME="+dir)
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	p := &proc{cmd: cmd, done: make(chan error, 1)}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.mu.Lock()
			p.out.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
		}
		p.done <- cmd.Wait()
	}()
	t.Cleanup(func() { cmd.Process.Kill() })
	return p
}

// text is all the process has written so far.
func (p *proc) text() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// await waits until the process has written a line matching re, and
// returns the match's first group.
func (p *proc) await(t *testing.T, re string, within time.Duration) string {
	t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if m := rx.FindStringSubmatch(p.text()); m != nil {
			return m[len(m)-1]
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no %q within %v:\n%s", re, within, tailOf(p.text()))
	return ""
}

// wait waits for the process to end, and checks that it ended well.
func (p *proc) wait(t *testing.T, within time.Duration) {
	t.Helper()
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("%v: %v\n%s", p.cmd.Args, err, tailOf(p.text()))
		}
	case <-time.After(within):
		t.Fatalf("%v did not end within %v:\n%s", p.cmd.Args, within, tailOf(p.text()))
	}
}

func tailOf(s string) string {
	if len(s) > 2500 {
		return "…" + s[len(s)-2500:]
	}
	return s
}

var finalLine = regexp.MustCompile(`(?m)^Player \d scored -?\d+ points\.$`)

// finals are the final scores a process wrote.
func finals(p *proc) string { return strings.Join(finalLine.FindAllString(p.text(), -1), "\n") }

// hostGame starts a host of a classic game of players, the first a
// computer and the others joining, keeping its save and record in dir, and
// returns it with its address and join code.
func hostGame(t *testing.T, dir string, players int, args ...string) (*proc, string, string) {
	t.Helper()
	answers := "d\n" + fmt.Sprint(players) + "\nc\n" + strings.Repeat("r\n", players-1) + "c\n"
	h := start(t, dir, answers, append([]string{"-console", "-rules", "classic", "-host", "127.0.0.1:0", "-seed", "7",
		"-save", "game.json", "-gcg", "game.gcg"}, args...)...)
	code := h.await(t, `Join code: (\S+)`, 10*time.Second)
	addr := h.await(t, `-join (\S+) -code`, time.Second)
	return h, addr, code
}

// joinGame starts a guest that a computer plays.
func joinGame(t *testing.T, dir, addr, code string) *proc {
	t.Helper()
	return start(t, dir, "", "-console", "-join", addr, "-code", code, "-ai", "normal", "-seed", "3")
}

// checkRecord checks the host's GCG record: replayed under the rules on
// its board, every move is legal and every total adds up, and its final
// totals are the scores the processes ended with.
func checkRecord(t *testing.T, dir, final string) {
	t.Helper()
	g, err := review.Load(filepath.Join(dir, "game.gcg"), review.Source{Lexicon: lexicon.New(resources.WordList)})
	if err != nil {
		t.Fatalf("the host's record: %v", err)
	}
	if len(g.Notes) > 0 {
		t.Errorf("the host's record has faults: %v", g.Notes)
	}
	var want []string
	for i, f := range g.Final {
		want = append(want, fmt.Sprintf("Player %d scored %d points.", i+1, f))
	}
	if strings.Join(want, "\n") != final {
		t.Errorf("the record ends with %v, the game with\n%s", g.Final, final)
	}
}

func TestProcessesPlayAGameBetweenDesktops(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games in processes")
	}
	for _, players := range []int{2, 4} {
		t.Run(fmt.Sprint(players, " players"), func(t *testing.T) {
			dir := t.TempDir()
			h, addr, code := hostGame(t, dir, players)
			var guests []*proc
			for range players - 1 {
				guests = append(guests, joinGame(t, dir, addr, code))
			}
			h.wait(t, 2*time.Minute)
			want := finals(h)
			for _, g := range guests {
				g.wait(t, 10*time.Second)
				if got := finals(g); got != want || got == "" {
					t.Errorf("a guest ends with\n%s\nthe host with\n%s", got, want)
				}
			}
			checkRecord(t, dir, want)
		})
	}
}

func TestAGuestKilledComesBack(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game in processes")
	}
	dir := t.TempDir()
	h, addr, code := hostGame(t, dir, 2)
	g := joinGame(t, dir, addr, code)
	g.await(t, `(?s)(The move is:.*){4}`, time.Minute)
	g.cmd.Process.Signal(syscall.SIGKILL)
	h.await(t, `Player 2 is away`, 20*time.Second)
	again := joinGame(t, dir, addr, code)
	h.await(t, `is back`, 20*time.Second)
	h.wait(t, 2*time.Minute)
	again.wait(t, 10*time.Second)
	if got, want := finals(again), finals(h); got != want || got == "" {
		t.Errorf("the guest ends with\n%s\nthe host with\n%s", got, want)
	}
}

func TestAHostKilledResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game in processes")
	}
	dir := t.TempDir()
	h, addr, code := hostGame(t, dir, 2, "-ai1", "strong") // Strong thinks for a while
	g := joinGame(t, dir, addr, code)
	h.await(t, `(?s)(The move is:.*){3}`, time.Minute)
	h.cmd.Process.Signal(syscall.SIGKILL)
	<-h.done
	if g.await(t, `(trying to come back|Game Over)`, 20*time.Second) == "Game Over" {
		t.Fatal("the game was over before the host was killed")
	}
	// Resumed into another save, it reads the seats kept beside the one
	// resumed, and keeps them beside the new one.
	again := start(t, dir, "", "-console", "-host", addr, "-resume", "game.json", "-save", "again.json", "-gcg", "game.gcg")
	g.await(t, `Back at the table`, 30*time.Second)
	again.wait(t, 2*time.Minute)
	g.wait(t, 10*time.Second)
	if got, want := finals(g), finals(again); got != want || got == "" {
		t.Errorf("the guest ends with\n%s\nthe host with\n%s", got, want)
	}
	checkRecord(t, dir, finals(again))
	if _, err := readSeats(filepath.Join(dir, "again.json.seats"), 2); err != nil {
		t.Errorf("the seats were not kept beside the new save: %v", err)
	}
}
