package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// VersionError is a frame of another version of the protocol.
type VersionError struct{ Got int }

// Error says which versions the two sides speak.
func (e *VersionError) Error() string {
	return fmt.Sprintf("the other side speaks version %d of the protocol and this copy version %d: both need the same version of ScraeBBKle", e.Got, Version)
}

// Encode writes m as a frame, with this version of the protocol.
func Encode(m Message) ([]byte, error) {
	m.V = Version
	return json.Marshal(m)
}

// Decode reads one frame: a single JSON object of this version of the
// protocol, of a known type, every field within its limits. Anything else
// is refused with the reason, a *VersionError for another version.
func Decode(frame []byte) (Message, error) {
	var m Message
	if len(frame) > MaxFrame {
		return m, fmt.Errorf("a frame of %d bytes, over the limit of %d", len(frame), MaxFrame)
	}
	var head struct {
		V int `json:"v"`
	}
	if err := json.Unmarshal(frame, &head); err != nil {
		return m, fmt.Errorf("not a message: %w", err)
	}
	if head.V != Version {
		return m, &VersionError{Got: head.V}
	}
	d := json.NewDecoder(bytes.NewReader(frame))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return Message{}, fmt.Errorf("not a message: %w", err)
	}
	if err := m.check(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// check checks a message's type and the limits of its fields.
func (m *Message) check() error {
	switch m.Type {
	case Hello, Move, Chat, Ping, Pong, Welcome, Refused, State, Verdict, Notice:
	default:
		return fmt.Errorf("a message of unknown type %q", Excerpt(m.Type))
	}
	for _, f := range []struct {
		name, value string
		max         int
	}{{"code", m.Code, MaxCode}, {"token", m.Token, MaxCode}, {"name", m.Name, MaxName}, {"from", m.From, MaxName}, {"text", m.Text, MaxText}} {
		if len(f.value) > f.max {
			return fmt.Errorf("a %s of %d bytes, over the limit of %d", f.name, len(f.value), f.max)
		}
	}
	if m.Game != nil {
		if err := m.Game.check(); err != nil {
			return err
		}
	}
	if m.Table != nil {
		return m.Table.check()
	}
	return nil
}

// Excerpt is a string from the network shortened for a message: its
// first 20 bytes, and "…" when there were more.
func Excerpt(s string) string {
	if c := Cut(s, 20); c != s {
		return c + "…"
	}
	return s
}

// Cut is s cut to at most max bytes, without splitting a rune.
func Cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max]
}
