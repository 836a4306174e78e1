package main

import (
	"errors"
	"strings"
	"testing"
)

// fullWriter is standard output on a full disk: every write fails.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestAFailedWriteToStandardOutputIsTold ends with status 1 and the reason
// when the version or the list of moves cannot be written, where the
// version used to end with 0 and the list with the status of bad input.
func TestAFailedWriteToStandardOutputIsTold(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-version"}, "scraebbkle: cannot write the version: no space left on device"},
		{[]string{"-rules", "classic", "-moves", "-cgp", "15" + empty + " AB/ 0/0 0"}, "scraebbkle: cannot write the moves: no space left on device"},
	} {
		var errs strings.Builder
		status := run(tc.args, strings.NewReader(""), fullWriter{}, &errs)
		if status != exitFailure || !strings.Contains(errs.String(), tc.want) {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", tc.args, status, errs.String(), exitFailure, tc.want)
		}
	}
}
