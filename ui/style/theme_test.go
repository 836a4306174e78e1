package style

import (
	"scraebbkle/ui/internal/uitest"
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
		if r := uitest.Contrast(edge, back); r < 3 {
			t.Errorf("variant %d: the input edge %v stands out from %v by %.2f to 1", v, edge, back, r)
		}
		if th.Color(theme.ColorNamePrimary, v) != theme.DefaultTheme().Color(theme.ColorNamePrimary, v) {
			t.Errorf("variant %d: the primary colour is not Fyne's", v)
		}
	}
}

// A disabled button's label can be read, at least 2.5 to 1 against the
// button's face in both variants, and still looks disabled beside an
// enabled one's, which stands out at least 2.5 times as much.
func TestThemeDisabledTextReadable(t *testing.T) {
	th := Theme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		face := th.Color(theme.ColorNameDisabledButton, v)
		off, on := uitest.Contrast(th.Color(theme.ColorNameDisabled, v), face), uitest.Contrast(th.Color(theme.ColorNameForeground, v), face)
		if off < 2.5 || on < 2.5*off {
			t.Errorf("variant %d: a disabled label stands out by %.2f to 1, an enabled one by %.2f", v, off, on)
		}
	}
}
