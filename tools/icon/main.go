// Command icon draws the ScraeBBKle app icon: a letter tile, an S worth 1,
// seen slightly from above, on a transparent background. It writes the same
// 1024x1024 PNG to every file named, by default Icon.png in the working
// directory. make icon runs it from the top of the repository:
//
//	go run ./tools/icon Icon.png resources/icon.png
//
// Icon.png is the icon fyne package puts in the packages; resources/icon.png
// is embedded in the program for the window's icon. The output depends only
// on this program, so both files can always be drawn again (icon_test.go
// checks that they are up to date).
package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// size is the icon's width and height in pixels.
const size = 1024

// The colours of the tile.
var (
	shadow   = color.NRGBA{0x00, 0x00, 0x00, 0x50}
	edge     = color.NRGBA{0xb8, 0x86, 0x3b, 0xff}
	faceTop  = color.NRGBA{0xfc, 0xe8, 0xb8, 0xff}
	faceLow  = color.NRGBA{0xf0, 0xc8, 0x78, 0xff}
	ink      = color.NRGBA{0x2b, 0x22, 0x14, 0xff}
	valueInk = color.NRGBA{0x5a, 0x45, 0x25, 0xff}
)

func main() {
	paths := os.Args[1:]
	if len(paths) == 0 {
		paths = []string{"Icon.png"}
	}
	data, err := encode()
	if err == nil {
		for _, p := range paths {
			if err = os.WriteFile(p, data, 0o644); err != nil {
				break
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

// encode draws the icon and returns it as a PNG file.
func encode() ([]byte, error) {
	img, err := draw1024()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// draw1024 draws the icon: a soft shadow, the tile's darker edge, its face
// with a gentle gradient, the letter and its value.
func draw1024() (*image.NRGBA, error) {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const x0, y0, x1, y1, r = 104, 84, 920, 900, 150
	fill(img, roundRect(x0+10, y0+40, x1+10, y1+48, r), image.NewUniform(shadow))
	fill(img, roundRect(x0, y0+34, x1, y1+34, r), image.NewUniform(edge))
	fill(img, roundRect(x0, y0, x1, y1, r), gradient{faceTop, faceLow, y0, y1})
	face, err := loadFace(620)
	if err != nil {
		return nil, err
	}
	small, err := loadFace(180)
	if err != nil {
		return nil, err
	}
	text(img, face, "S", ink, (x0+x1)/2-30, 700, true)
	text(img, small, "1", valueInk, x1-130, y1-70, true)
	return img, nil
}

// loadFace returns the Go Bold font at the given size in pixels.
func loadFace(px float64) (font.Face, error) {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
}

// text draws s with its baseline at y, centred on x when centre is set.
func text(img draw.Image, face font.Face, s string, c color.Color, x, y int, centre bool) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: face}
	if centre {
		x -= d.MeasureString(s).Round() / 2
	}
	d.Dot = fixed.P(x, y)
	d.DrawString(s)
}

// roundRect returns an anti-aliased mask of a rounded rectangle.
func roundRect(x0, y0, x1, y1, r float32) *image.Alpha {
	z := vector.NewRasterizer(size, size)
	const k = 0.5523 // how far a cubic's control points lie along a quarter circle
	z.MoveTo(x0+r, y0)
	z.LineTo(x1-r, y0)
	z.CubeTo(x1-r+r*k, y0, x1, y0+r-r*k, x1, y0+r)
	z.LineTo(x1, y1-r)
	z.CubeTo(x1, y1-r+r*k, x1-r+r*k, y1, x1-r, y1)
	z.LineTo(x0+r, y1)
	z.CubeTo(x0+r-r*k, y1, x0, y1-r+r*k, x0, y1-r)
	z.LineTo(x0, y0+r)
	z.CubeTo(x0, y0+r-r*k, x0+r-r*k, y0, x0+r, y0)
	z.ClosePath()
	mask := image.NewAlpha(image.Rect(0, 0, size, size))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return mask
}

// fill paints src through mask onto img.
func fill(img draw.Image, mask *image.Alpha, src image.Image) {
	draw.DrawMask(img, img.Bounds(), src, image.Point{}, mask, image.Point{}, draw.Over)
}

// gradient is a vertical blend from top to low between rows y0 and y1.
type gradient struct {
	top, low color.NRGBA
	y0, y1   float64
}

// ColorModel is the model of the colours At returns.
func (g gradient) ColorModel() color.Model { return color.NRGBAModel }

// Bounds is as large as an image may be: the gradient has no edge.
func (g gradient) Bounds() image.Rectangle { return image.Rect(-1e9, -1e9, 1e9, 1e9) }

// At blends the two colours by the row.
func (g gradient) At(_, y int) color.Color {
	t := math.Max(0, math.Min(1, (float64(y)-g.y0)/(g.y1-g.y0)))
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return color.NRGBA{mix(g.top.R, g.low.R), mix(g.top.G, g.low.G), mix(g.top.B, g.low.B), 0xff}
}
