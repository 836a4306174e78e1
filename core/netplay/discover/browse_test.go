package discover

import (
	"context"
	"testing"
	"time"
)

func TestBrowseCancelledBeforehand(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if got, err := Browse(ctx, time.Second); err != context.Canceled || got != nil {
		t.Errorf("Browse with a cancelled context = %+v, %v", got, err)
	}
}
