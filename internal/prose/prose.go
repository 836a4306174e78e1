package prose

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Quoted is text in quotes, as %q writes it, cut short after a few dozen
// characters: an error names what it found, not a whole line of a wrong file.
func Quoted(text string) string {
	start, cut := CutShort(text)
	if cut {
		return strconv.Quote(start) + "…"
	}
	return strconv.Quote(text)
}

// Shortened is text cut short as quoted cuts it, without the quotes.
func Shortened(text string) string {
	start, cut := CutShort(text)
	if cut {
		return start + "…"
	}
	return text
}

// CutShort returns the first 40 characters of text, and whether there
// were more.
func CutShort(text string) (string, bool) {
	const most = 40
	if utf8.RuneCountInString(text) <= most {
		return text, false
	}
	cut := 0
	for range most {
		_, size := utf8.DecodeRuneInString(text[cut:])
		cut += size
	}
	return text[:cut], true
}

// JoinAnd lists parts as a sentence does: "Q, Z and a blank".
func JoinAnd(parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Counted is n with the noun, in the plural unless n is 1 or -1: "1 tile",
// "0 points", "-1 point", "2 inaccuracies".
func Counted(n int, noun string) string {
	if n != 1 && n != -1 {
		noun = plural(noun)
	}
	return strconv.Itoa(n) + " " + noun
}

// plural is a noun in the plural, as English makes most: a y after a
// consonant becomes ies, and an s is added to anything else.
func plural(noun string) string {
	if k := len(noun); k > 1 && noun[k-1] == 'y' && !strings.ContainsRune("aeiou", rune(noun[k-2])) {
		return noun[:k-1] + "ies"
	}
	return noun + "s"
}

// Capitalised is s with its first letter in capitals: an error's text, which
// Go writes in lower case, as the first word of a sentence.
func Capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Ordinal writes n as an ordinal number: "1st", "2nd", "3rd", "11th".
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// Sentence is text as a sentence: a capital first letter, and a full
// stop at the end (Stopped).
func Sentence(text string) string { return Stopped(Capitalised(text)) }

// Stopped is text with a full stop at the end, unless it ends in one, or
// in a question or exclamation mark.
func Stopped(text string) string {
	if !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "?") && !strings.HasSuffix(text, "!") {
		text += "."
	}
	return text
}
