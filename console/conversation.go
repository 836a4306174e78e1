package console

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// ErrEndOfInput is returned by [Run] when the input ends while the game
// still waits for an answer. Run has then already said so in its output.
var ErrEndOfInput = errors.New("console: end of input")

// conversation is the terminal: answers are read one line at a time, and the
// first failure to write is kept so that the game stops at the next question.
type conversation struct {
	in  *bufio.Reader
	out io.Writer
	err error // the first write error
	// overlong is set when the last line read was longer than maxAnswer,
	// and so read as tooLong.
	overlong bool
}

// newConversation reads lines from in and writes to out.
func newConversation(in io.Reader, out io.Writer) *conversation {
	return &conversation{in: bufio.NewReader(in), out: out}
}

// maxAnswer is the most of a line of input that is kept: no answer is
// anywhere near as long, and a longer line is read to its end and answered
// as the wrong answer it is, whatever it holds.
const maxAnswer = 1 << 16

// tooLong stands for a line longer than maxAnswer where an answer is
// shown. No question accepts it.
const tooLong = "(a line too long to read)"

// readLine returns the next line of input without its line ending, or
// tooLong, with overlong set, or io.EOF when no line is left.
func (c *conversation) readLine() (string, error) {
	c.overlong = false
	var line []byte
	for {
		part, more, err := c.in.ReadLine()
		if err != nil {
			return "", err
		}
		if len(line)+len(part) > maxAnswer {
			for more && err == nil {
				_, more, err = c.in.ReadLine()
			}
			c.overlong = true
			return tooLong, nil
		}
		line = append(line, part...)
		if !more {
			return string(line), nil
		}
	}
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
	line, err := c.readLine()
	if err == nil {
		return strings.TrimSpace(line), nil
	}
	if err != io.EOF {
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

// choose asks question until the answer is one of the choices, single
// letters or digits, in either case, and returns that choice.
func (c *conversation) choose(question string, choices ...string) (string, error) {
	prompt := question + "\n" + fmt.Sprintf(choicePrompt, strings.Join(choices, "/"))
	for {
		answer, err := c.ask(prompt)
		if err != nil {
			return "", err
		}
		if l := strings.ToLower(answer); slices.Contains(choices, l) {
			return l, nil
		}
		if len(choices) == 2 {
			c.printf(notAChoice, answer, choices[0], choices[1])
		} else {
			c.printf(notAmongChoices, answer, strings.Join(choices[:len(choices)-1], ", "), choices[len(choices)-1])
		}
	}
}
