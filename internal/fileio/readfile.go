package fileio

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ReadLimited reads r to its end, refusing more than limit bytes, a whole
// number of megabytes.
func ReadLimited(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("the file is larger than %d MB: no file of this kind is that large", limit>>20)
	}
	return data, nil
}

// ReadFile reads the regular file at path, refusing one of more than limit
// bytes; its errors do not repeat the path.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, unwrapPathError(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, unwrapPathError(err)
	}
	if !IsFile(info.Mode()) {
		return nil, errors.New("not a file but " + kindOf(info.Mode()))
	}
	return ReadLimited(f, limit)
}

// IsFile reports whether something of mode m is read as a file: a regular
// file or, on Windows, one the system calls irregular; never a folder, a
// named pipe, a device or a socket.
func IsFile(m os.FileMode) bool {
	return m.IsRegular() || irregularFiles && m.Type() == os.ModeIrregular
}

// kindOf names what a path that is not a regular file is.
func kindOf(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeDevice != 0 || m&os.ModeCharDevice != 0:
		return "a device"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "something else"
}

// unwrapPathError drops the path that os errors repeat.
func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// Exists reports whether path names something that exists.
func Exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// ShownName is a file name as a message shows it: as it is, or quoted, as
// Go writes a string, when it holds bytes that are not printable text.
func ShownName(name string) string {
	if !utf8.ValidString(name) || strings.IndexFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		return strconv.Quote(name)
	}
	return name
}
