"""Drawing primitives for the recipe photos: colour helpers, RGBA layers,
value noise and texturing, compositing with drop shadows, and the food shapes
the dish painters build from (blobs, shaded lumps, cubes, specks, herb leaves,
rings, radially shaded discs).
"""

import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

TAU = 2 * math.pi


# --------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------

def clamp(v, lo=0, hi=255):
    return max(lo, min(hi, int(round(v))))


def shade(col, f):
    """f > 0 mixes toward white, f < 0 toward black. Keeps alpha if present."""
    r, g, b = col[:3]
    if f >= 0:
        out = (r + (255 - r) * f, g + (255 - g) * f, b + (255 - b) * f)
    else:
        out = (r * (1 + f), g * (1 + f), b * (1 + f))
    out = tuple(clamp(v) for v in out)
    return out + tuple(col[3:])


def jit(col, rng, amt=10):
    return tuple(clamp(c + rng.uniform(-amt, amt)) for c in col[:3]) + tuple(col[3:])


def mix(a, b, t):
    return tuple(clamp(a[i] + (b[i] - a[i]) * t) for i in range(3))


def rot_pt(x, y, a):
    c, s = math.cos(a), math.sin(a)
    return x * c - y * s, x * s + y * c


def new_layer(size):
    return Image.new("RGBA", size, (0, 0, 0, 0))


def cloud(size, rng, scale, lo, hi):
    """Low-frequency value noise as an 'L' image (values lo..hi)."""
    w, h = size
    sw, sh = max(2, w // scale), max(2, h // scale)
    data = bytes(rng.randint(lo, hi) for _ in range(sw * sh))
    return Image.frombytes("L", (sw, sh), data).resize(size, Image.BICUBIC)


def texturize(layer, rng, scale=6, strength=40):
    """Multiply a layer's colours by soft noise so surfaces are not flat."""
    cl = cloud(layer.size, rng, scale, 255 - strength, 255)
    r, g, b, a = layer.split()
    rgb = ImageChops.multiply(Image.merge("RGB", (r, g, b)),
                              Image.merge("RGB", (cl, cl, cl)))
    return Image.merge("RGBA", rgb.split() + (a,))


def clip_circle(layer, cx, cy, r):
    mask = Image.new("L", layer.size, 0)
    ImageDraw.Draw(mask).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    a = ImageChops.multiply(layer.getchannel("A"), mask)
    layer.putalpha(a)
    return layer


def compose(base, layer, shadow=(5, 7, 6, 120), soften=0.0):
    """Paste an RGBA layer onto the RGB base, with a soft drop shadow."""
    if soften:
        layer = layer.filter(ImageFilter.GaussianBlur(soften))
    if shadow:
        dx, dy, blur, op = shadow
        a = layer.getchannel("A").filter(ImageFilter.GaussianBlur(blur))
        a = a.point(lambda v: v * op // 255)
        a = ImageChops.offset(a, int(dx), int(dy))
        base.paste(Image.new("RGB", base.size, (25, 16, 10)), (0, 0), a)
    base.paste(layer, (0, 0), layer)


# ---- shapes --------------------------------------------------------------

def blob_pts(cx, cy, r, seed, irr=0.18, n=44, aspect=1.0, rot=0.0):
    g = random.Random(seed)
    ks = [(k, g.uniform(-irr, irr) / math.sqrt(k), g.uniform(0, TAU)) for k in (2, 3, 4, 5)]
    pts = []
    for i in range(n):
        t = TAU * i / n
        rr = r * (1 + sum(a * math.sin(k * t + p) for k, a, p in ks))
        x, y = rot_pt(rr * math.cos(t), rr * math.sin(t) * aspect, rot)
        pts.append((cx + x, cy + y))
    return pts


def blob(d, cx, cy, r, col, rng, irr=0.18, aspect=1.0, rot=0.0):
    d.polygon(blob_pts(cx, cy, r, rng.random(), irr, aspect=aspect, rot=rot), fill=col)


def lump(d, cx, cy, r, col, rng, irr=0.18, aspect=1.0, rot=None, hl=0.3, edge=0.3):
    """A shaded lump: darker rim, body, highlight toward the top-left light."""
    seed = rng.random()
    rot = rng.uniform(0, TAU) if rot is None else rot
    d.polygon(blob_pts(cx, cy, r, seed, irr, aspect=aspect, rot=rot), fill=shade(col, -edge))
    d.polygon(blob_pts(cx - r * .07, cy - r * .07, r * .85, seed, irr, aspect=aspect, rot=rot), fill=col)
    if hl:
        d.polygon(blob_pts(cx - r * .28, cy - r * .28, r * .35, seed + 1, irr, aspect=aspect, rot=rot),
                  fill=shade(col, hl))


def ell_pts(cx, cy, a, b, rot, n=18):
    pts = []
    for i in range(n):
        t = TAU * i / n
        x, y = rot_pt(a * math.cos(t), b * math.sin(t), rot)
        pts.append((cx + x, cy + y))
    return pts


def quad_pts(cx, cy, w, h, rot, rng, j=0.1):
    pts = []
    for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        x += rng.uniform(-j, j) * w
        y += rng.uniform(-j, j) * h
        x, y = rot_pt(x, y, rot)
        pts.append((cx + x, cy + y))
    return pts


def cube(d, cx, cy, size, col, rng, rot=None, aspect=1.0, hl=0.25):
    rot = rng.uniform(0, TAU) if rot is None else rot
    w, h = size, size * aspect
    d.polygon(quad_pts(cx + size * .06, cy + size * .06, w * 1.05, h * 1.05, rot, rng, .05), fill=shade(col, -.35))
    d.polygon(quad_pts(cx, cy, w, h, rot, rng, .06), fill=col)
    d.polygon(quad_pts(cx - size * .12, cy - size * .12, w * .45, h * .45, rot, rng, .1), fill=shade(col, hl))


def rand_in_disc(rng, cx, cy, r):
    t = rng.uniform(0, TAU)
    rr = r * math.sqrt(rng.random())
    return cx + rr * math.cos(t), cy + rr * math.sin(t)


def specks(d, rng, cx, cy, r, n, cols, size):
    for _ in range(n):
        x, y = rand_in_disc(rng, cx, cy, r)
        sz = size * rng.uniform(.5, 1.3)
        d.ellipse((x - sz, y - sz, x + sz, y + sz), fill=rng.choice(cols))


def herb_leaf(d, cx, cy, L, col, rng):
    a = rng.uniform(0, TAU)
    d.polygon(ell_pts(cx, cy, L, L * .45, a, 12), fill=shade(col, -.2))
    d.polygon(ell_pts(cx - 1, cy - 1, L * .8, L * .32, a, 12), fill=col)
    x1, y1 = rot_pt(-L * .8, 0, a)
    x2, y2 = rot_pt(L * .8, 0, a)
    d.line((cx + x1, cy + y1, cx + x2, cy + y2), fill=shade(col, .3), width=1)


def ring(d, cx, cy, r, w, col):
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=col, width=max(1, int(w)))


def radial_disc(layer, cx, cy, r, inner, outer, steps=24, offset=(0, 0)):
    """A disc shaded from `outer` at the rim to `inner` near the (offset) centre."""
    d = ImageDraw.Draw(layer)
    for i in range(steps):
        t = i / (steps - 1)
        rr = r * (1 - t * 0.92)
        ox, oy = offset[0] * t, offset[1] * t
        d.ellipse((cx + ox - rr, cy + oy - rr, cx + ox + rr, cy + oy + rr), fill=mix(outer, inner, t ** .7))
