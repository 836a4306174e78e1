package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The edges of inputs and of radio buttons not chosen stand out from the
// background by at least 3 to 1 in both variants; every other colour is
// Fyne's.
func TestThemeInputEdgesStandOut(t *testing.T) {
	th := Theme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		edge, back := th.Color(theme.ColorNameInputBorder, v), th.Color(theme.ColorNameBackground, v)
		if r := contrast(edge, back); r < 3 {
			t.Errorf("variant %d: the input edge %v stands out from %v by %.2f to 1", v, edge, back, r)
		}
		if th.Color(theme.ColorNamePrimary, v) != theme.DefaultTheme().Color(theme.ColorNamePrimary, v) {
			t.Errorf("variant %d: the primary colour is not Fyne's", v)
		}
	}
}
