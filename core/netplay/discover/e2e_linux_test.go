//go:build linux

package discover

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// inNetns is set in the environment of the copy of the test binary that
// runs in a network namespace of its own.
const inNetns = "SCRAEBBKLE_DISCOVER_IN_NETNS"

// TestAnnounceBrowse announces two games and browses for them for real,
// in a copy of the test binary started in a new network namespace, whose
// only interface is a loopback made able to multicast: no packet leaves
// it, and it goes away with the copy.
func TestAnnounceBrowse(t *testing.T) {
	if os.Getenv(inNetns) == "1" {
		announceBrowse(t)
		return
	}
	if os.Geteuid() != 0 {
		t.Skip("needs root to make a network namespace")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		t.Skip("needs the ip command:", err)
	}
	out, err := runInNetns(t)
	if bytes.Contains(out, []byte("--- SKIP: TestAnnounceBrowse")) {
		t.Skipf("in the namespace:\n%s", out)
	}
	if err != nil || !bytes.Contains(out, []byte("--- PASS: TestAnnounceBrowse")) {
		t.Fatalf("in the namespace: %v\n%s", err, out)
	}
	t.Logf("in the namespace:\n%s", out)
}

// runInNetns runs this test in a copy of the test binary in a new network
// namespace, for at most a minute, and returns its output.
func runInNetns(t *testing.T) ([]byte, error) {
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestAnnounceBrowse$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), inNetns+"=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWNET, Pdeathsig: syscall.SIGKILL}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Skip("cannot start a process in a new network namespace:", err)
	}
	err := cmd.Wait()
	return out.Bytes(), err
}

// announceBrowse is the test proper, run inside the namespace.
func announceBrowse(t *testing.T) {
	multicastLoopback(t)
	games := []Service{
		{Name: "Anna's game", Game: "classic", Seats: 2},
		{Name: `Bob. "The" best \ 🎲`, Game: "scrabbkle", Seats: 1},
	}
	var want []Found
	var stops []func()
	for i := range games {
		games[i].Port = freePort(t)
		stop, err := Announce(games[i])
		if err != nil {
			t.Fatalf("Announce(%+v): %v", games[i], err)
		}
		t.Cleanup(stop)
		stops = append(stops, stop)
		addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(games[i].Port))
		want = append(want, Found{games[i].Name, addr, games[i].Game, games[i].Seats})
	}
	if got := browseFor(t, len(want)); !slices.Equal(got, want) {
		t.Fatalf("Browse found %+v, want %+v", got, want)
	}
	stops[0]()
	if got := browseFor(t, len(want)-1); !slices.Equal(got, want[1:]) {
		t.Errorf("after stopping %q, Browse found %+v, want %+v", games[0].Name, got, want[1:])
	}
	cancelEarly(t)
}

// cancelEarly checks that Browse returns soon after its context is done.
func cancelEarly(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	got, err := Browse(ctx, 10*time.Second)
	if err != context.DeadlineExceeded || got != nil {
		t.Errorf("cancelled Browse = %+v, %v", got, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("cancelled Browse took %v", d)
	}
}

// browseFor browses, a few times at most, until it finds exactly n hosts.
func browseFor(t *testing.T, n int) []Found {
	var got []Found
	for range 5 {
		var err error
		got, err = Browse(t.Context(), time.Second)
		if err != nil {
			t.Fatal("Browse:", err)
		}
		if len(got) == n {
			break
		}
	}
	return got
}

// multicastLoopback makes sure the test runs in a namespace of its own,
// then brings its loopback up with the MULTICAST flag and a multicast
// route, as a home network's interface has.
func multicastLoopback(t *testing.T) {
	ifaces, err := net.Interfaces()
	if err != nil || len(ifaces) != 1 || ifaces[0].Flags&net.FlagLoopback == 0 {
		t.Fatalf("not in a fresh network namespace: %v, %v", ifaces, err)
	}
	for _, args := range [][]string{
		{"link", "set", "lo", "multicast", "on"},
		{"link", "set", "lo", "up"},
		{"route", "add", "224.0.0.0/4", "dev", "lo"},
	} {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Skipf("ip %v: %v: %s", args, err, out)
		}
	}
}

// freePort returns a TCP port free on the loopback.
func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
