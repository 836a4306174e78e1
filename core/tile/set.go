package tile

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSet reads a tile set written kind by kind, separated by spaces:
// the letter ('_' for the blank), its value, an 'x' and how many there
// are, such as "A1x9 B3x2 _0x2".
func ParseSet(spec string) (Set, error) {
	var set Set
	for _, field := range strings.Fields(spec) {
		k, err := parseKind(field)
		if err != nil {
			return nil, fmt.Errorf("tile set %q: %w", field, err)
		}
		set = append(set, k)
	}
	return set, nil
}

// parseKind reads one kind of tile, such as "A1x9".
func parseKind(field string) (Kind, error) {
	value, count, ok := strings.Cut(field[1:], "x")
	v, verr := strconv.Atoi(value)
	n, nerr := strconv.Atoi(count)
	switch letter := field[0]; {
	case !ok || verr != nil || nerr != nil:
		return Kind{}, fmt.Errorf("write a letter, its value, x and a count, such as A1x9")
	case letter == '_':
		return Kind{Value: v, Count: n}, nil
	case letter < 'A' || letter > 'Z':
		return Kind{}, fmt.Errorf("%q is neither a capital letter nor _ for the blank", letter)
	default:
		return Kind{Letter: letter, Value: v, Count: n}, nil
	}
}

// String writes the set as ParseSet reads it.
func (ts Set) String() string {
	fields := make([]string, len(ts))
	for i, k := range ts {
		letter := "_"
		if k.Letter != 0 {
			letter = string(k.Letter)
		}
		fields[i] = fmt.Sprintf("%s%dx%d", letter, k.Value, k.Count)
	}
	return strings.Join(fields, " ")
}
