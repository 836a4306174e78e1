package console

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrEndOfInput is returned by [Run] when the input ends while the game
// still waits for an answer. Run has then already said so in its output.
var ErrEndOfInput = errors.New("console: end of input")

// conversation is the terminal: answers are read one line at a time, and the
// first failure to write is kept so that the game stops at the next question.
type conversation struct {
	in  *bufio.Scanner
	out io.Writer
	err error // the first write error
}

// newConversation reads lines from in and writes to out.
func newConversation(in io.Reader, out io.Writer) *conversation {
	return &conversation{in: bufio.NewScanner(in), out: out}
}

// print writes text as it is.
func (c *conversation) print(text string) {
	if c.err == nil {
		_, c.err = io.WriteString(c.out, text)
	}
}

// println writes text as a line.
func (c *conversation) println(text string) {
	c.print(text + "\n")
}

// printf writes one line made from format and args.
func (c *conversation) printf(format string, args ...any) {
	c.println(fmt.Sprintf(format, args...))
}

// ask writes prompt and returns the next line of input without the white
// space around it. At the end of the input it says so on a line of its own
// and returns ErrEndOfInput.
func (c *conversation) ask(prompt string) (string, error) {
	c.print(prompt)
	if c.err != nil {
		return "", c.err
	}
	if c.in.Scan() {
		return strings.TrimSpace(c.in.Text()), nil
	}
	if err := c.in.Err(); err != nil {
		return "", fmt.Errorf("console: reading input: %w", err)
	}
	if !strings.HasSuffix(prompt, "\n") {
		c.print("\n")
	}
	c.println(endOfInput)
	if c.err != nil {
		return "", c.err
	}
	return "", ErrEndOfInput
}

// choose asks question until the answer is one of the letters a and b, and
// returns that letter.
func (c *conversation) choose(question, a, b string) (string, error) {
	prompt := question + "\n" + fmt.Sprintf(choicePrompt, a, b)
	for {
		answer, err := c.ask(prompt)
		if err != nil || answer == a || answer == b {
			return answer, err
		}
		c.printf(notAChoice, answer, a, b)
	}
}
