package play

import (
	"fmt"
	"time"
)

// curtain hides the rack of the human to move in a closed game between
// humans until that player shows it, so that the other does not see it.
type curtain struct {
	t        *Table
	down     bool      // the rack is hidden
	fellAt   time.Time // when it last fell: it stays down a moment
	liftedAt time.Time // when it was last lifted: Shuffle, which takes the place of the button that lifts it, waits a moment
}

// curtained reports whether the game hides each human's rack from the
// other: a closed game between humans.
func (c *curtain) curtained() bool { return !c.t.setup.Open && c.t.setup.humans() > 1 }

// fall lowers the curtain at the start of a human's turn, in a game that
// has one.
func (c *curtain) fall() {
	c.down, c.fellAt = c.curtained(), time.Now()
}

// lower hides again the rack of the human to move in a closed game
// between humans; it may be lifted at once.
func (c *curtain) lower() {
	if c.t.turn == nil || !c.curtained() || c.down {
		return
	}
	c.down, c.fellAt = true, time.Time{}
	c.t.refresh()
}

// lift shows the rack of the human to move after the curtain; not in the
// first moments after it fell, when an Enter or a click is more likely
// the last player's, pressed twice, than the next player's.
func (c *curtain) lift() {
	t := c.t
	if wait := t.host.CurtainPause - time.Since(c.fellAt); wait > 0 {
		t.status.showAfter(fmt.Sprintf("Player %d's tiles stay hidden for a moment after a move: press again to show them.", t.owner+1))
		// Once the moment is over, so is the message.
		time.AfterFunc(wait, func() {
			t.host.Post(func() {
				if !t.stopped && c.down {
					t.status.show()
				}
			})
		})
		return
	}
	c.down, c.liftedAt = false, time.Now()
	t.refresh()
}

// justLifted reports whether the curtain was lifted a moment ago, when a
// click on Shuffle, which has taken the place of the button that lifted
// it, is more likely that button's double click.
func (c *curtain) justLifted() bool { return time.Since(c.liftedAt) < c.t.host.CurtainPause }
