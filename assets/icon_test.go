package assets

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "redraw assets/icon.png")

const iconSize = 512

var (
	blue   = color.NRGBA{0x00, 0x57, 0xb7, 0xff} // the blue of the Ukrainian flag
	yellow = color.NRGBA{0xff, 0xd7, 0x00, 0xff}
)

// shape reports whether a point (in units of 1/256 of the icon's side) is inside.
type shape func(x, y float64) bool

func rect(x0, y0, x1, y1 float64) shape {
	return func(x, y float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
}

func circle(cx, cy, r float64) shape {
	return func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) < r*r }
}

func roundRect(x0, y0, x1, y1, r float64) shape {
	return func(x, y float64) bool {
		if x < x0 || x >= x1 || y < y0 || y >= y1 {
			return false
		}
		cx := math.Max(x0+r, math.Min(x, x1-r))
		cy := math.Max(y0+r, math.Min(y, y1-r))
		return (x-cx)*(x-cx)+(y-cy)*(y-cy) < r*r
	}
}

// trapezoid is symmetric about x=128: half-width wTop at y0, wBottom at y1,
// with sides bowed inwards by bow (a chess piece's waist).
func trapezoid(y0, y1, wTop, wBottom, bow float64) shape {
	return func(x, y float64) bool {
		if y < y0 || y >= y1 {
			return false
		}
		t := (y - y0) / (y1 - y0)
		w := wTop + (wBottom-wTop)*t - bow*math.Sin(math.Pi*t)
		return math.Abs(x-128) < w
	}
}

func union(ss ...shape) shape {
	return func(x, y float64) bool {
		for _, s := range ss {
			if s(x, y) {
				return true
			}
		}
		return false
	}
}

// king is the piece drawn on the icon, in a 256×256 design grid.
var king = union(
	rect(120, 18, 136, 66),           // cross, upright
	rect(104, 30, 152, 46),           // cross, bar
	circle(128, 84, 24),              // head
	roundRect(84, 104, 172, 122, 8),  // collar
	trapezoid(120, 190, 34, 58, 10),  // body
	roundRect(70, 186, 186, 204, 6),  // plinth
	roundRect(56, 202, 200, 226, 10), // base
)

var background = roundRect(8, 8, 248, 248, 48)

// drawIcon renders the icon with 4×4 supersampling for smooth edges.
func drawIcon() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, iconSize, iconSize))
	const n = 4
	scale := 256.0 / iconSize
	for py := 0; py < iconSize; py++ {
		for px := 0; px < iconSize; px++ {
			var bg, fg int
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) * scale
					y := (float64(py) + (float64(sy)+0.5)/n) * scale
					switch {
					case king(x, y):
						fg++
					case background(x, y):
						bg++
					}
				}
			}
			img.SetNRGBA(px, py, blend(bg, fg, n*n))
		}
	}
	return img
}

// blend mixes blue and yellow by sample counts; uncovered samples are transparent.
func blend(bg, fg, total int) color.NRGBA {
	cover := bg + fg
	if cover == 0 {
		return color.NRGBA{}
	}
	mix := func(a, b uint8) uint8 { return uint8((int(a)*bg + int(b)*fg) / cover) }
	return color.NRGBA{
		R: mix(blue.R, yellow.R), G: mix(blue.G, yellow.G), B: mix(blue.B, yellow.B),
		A: uint8(255 * cover / total),
	}
}

func TestIcon(t *testing.T) {
	drawn := drawIcon()
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawn); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("icon.png", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	img, err := png.Decode(bytes.NewReader(Icon))
	if err != nil {
		t.Fatalf("embedded icon is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != iconSize || b.Dy() != iconSize {
		t.Fatalf("icon is %d×%d, want %d×%d", b.Dx(), b.Dy(), iconSize, iconSize)
	}
	// Edge pixels may differ by a sample or two where another CPU rounds
	// the shape tests differently (fused multiply-add), nothing more.
	differ := 0
	for y := 0; y < iconSize; y++ {
		for x := 0; x < iconSize; x++ {
			if d := channelDiff(img.At(x, y), drawn.At(x, y)); d > 48 {
				t.Fatalf("icon.png differs from the drawing at (%d,%d); run go test ./assets -run TestIcon -update", x, y)
			} else if d > 0 {
				differ++
			}
		}
	}
	if differ > iconSize*iconSize/100 {
		t.Fatalf("icon.png differs from the drawing in %d pixels; run go test ./assets -run TestIcon -update", differ)
	}
}

// channelDiff is the largest difference of the non-premultiplied channels, 0–255.
func channelDiff(a, b color.Color) int {
	ca, cb := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	d := 0
	for _, p := range [][2]uint8{{ca.R, cb.R}, {ca.G, cb.G}, {ca.B, cb.B}, {ca.A, cb.A}} {
		if v := int(p[0]) - int(p[1]); v > d {
			d = v
		} else if -v > d {
			d = -v
		}
	}
	return d
}
