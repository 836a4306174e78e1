package referee_test

import (
	"fmt"
	"slices"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
)

// TestSurvey finds, in positions given from outside, the words that are
// not in the list and the tiles not joined to the start square, and
// nothing in positions that play could reach.
func TestSurvey(t *testing.T) {
	ref := coretest.RefereeOf(rules.Classic())
	for _, tc := range []struct {
		name  string
		rows  map[int]string
		words []string // each as "TEXT at POSITION"
		loose []string
	}{
		{"empty", nil, nil, nil},
		{"a word on the start square", map[int]string{8: "7CAT5"}, nil, nil},
		{"crossing words", map[int]string{7: "7A7", 8: "7CAT5", 9: "7E7"}, nil, nil},
		{"not a word", map[int]string{8: "7XQZ5"}, []string{"XQZ at 8h"}, nil},
		{"a blank's letters are read", map[int]string{8: "7cAt5"}, nil, nil},
		{"side by side, forming non-words down", map[int]string{8: "7CAT5", 9: "7KJX5"},
			[]string{"KJX at 9h", "CK at h8", "AJ at i8", "TX at j8"}, nil},
		{"away from the start", map[int]string{1: "CAT12"}, nil, []string{"a1", "b1", "c1"}},
		{"one word joined, one not", map[int]string{8: "7CAT5", 12: "DOG12"}, nil, []string{"a12", "b12", "c12"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := ref.Survey(classicGrid(t, tc.rows))
			var words, loose []string
			for _, w := range s.Words {
				words = append(words, fmt.Sprintf("%s at %s", w.Text, w.Position()))
			}
			for _, sq := range s.Loose {
				loose = append(loose, sq.String())
			}
			if !slices.Equal(words, tc.words) || !slices.Equal(loose, tc.loose) {
				t.Errorf("Survey: words %q, loose %q; want %q and %q", words, loose, tc.words, tc.loose)
			}
		})
	}
}

// TestSurveyShortWords counts a line shorter than the rules' shortest
// word as a stray, though the list holds it.
func TestSurveyShortWords(t *testing.T) {
	r := *rules.Classic()
	r.MinWordLength = 3
	ref := coretest.RefereeOf(&r)
	s := ref.Survey(classicGrid(t, map[int]string{8: "7AT6"}))
	if len(s.Words) != 1 || s.Words[0].Text != "AT" || s.Words[0].Start != (board.Square{Col: 7, Row: 7}) {
		t.Errorf("Survey found %v, want AT at 8h", s.Words)
	}
}
