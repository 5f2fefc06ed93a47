#!/usr/bin/env python3
"""Procedural "photos" for the Larder sample recipe collection.

Every picture in this folder is drawn by this script: a stylised top-down
view of the dish (table surface, plate or bowl, food shapes in the dish's
colours), finished with soft lighting, a vignette and film grain so that it
reads like a photograph rather than flat vector art.

The output is deterministic: every image uses its own random generator
seeded from SEED and the file name, so re-running the script reproduces the
same JPEG pixels for a given Pillow version.

Usage:   python3 make-photos.py [output-dir]        (default: this folder)
Needs:   Pillow  (Debian/Ubuntu: apt-get install -y python3-pil)
License: CC0 1.0 - like the rest of the sample collection.
"""

import math
import os
import random
import sys

from PIL import Image, ImageChops, ImageDraw, ImageFilter

SEED = 20240611
QUALITY = 85
MAX_BYTES = 150 * 1024
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


# --------------------------------------------------------------------------
# table surfaces
# --------------------------------------------------------------------------

def bg_wood(img, rng, base=(146, 98, 58)):
    W, H = img.size
    d = ImageDraw.Draw(img)
    plank = int(H / rng.choice((4, 5)))
    y = 0
    while y < H:
        pc = jit(base, rng, 16)
        ph, f1, f2 = rng.uniform(0, TAU), rng.uniform(.05, .12), rng.uniform(.5, 1.1)
        for yy in range(y, min(H, y + plank)):
            k = 1 + .07 * math.sin(yy * f1 + ph) + .04 * math.sin(yy * f2 + ph * 2)
            d.line((0, yy, W, yy), fill=tuple(clamp(c * k) for c in pc))
        for _ in range(14):  # grain
            gy = rng.uniform(y, y + plank)
            amp, fr, p = rng.uniform(1, 5), rng.uniform(.004, .012), rng.uniform(0, TAU)
            pts = [(x, gy + amp * math.sin(x * fr + p)) for x in range(0, W + 20, 20)]
            d.line(pts, fill=shade(pc, rng.uniform(-.25, -.08)), width=rng.choice((1, 1, 2)))
        d.line((0, y, W, y), fill=shade(pc, -.55), width=3)
        y += plank
    tex = cloud(img.size, rng, 40, 215, 255).convert("RGB")
    img.paste(ImageChops.multiply(img, tex))


def bg_gingham(img, rng, col=(190, 40, 45)):
    W, H = img.size
    img.paste((246, 242, 234), (0, 0, W, H))
    cell = int(W / 16)
    ov = new_layer(img.size)
    d = ImageDraw.Draw(ov, "RGBA")
    for i in range(0, W // cell + 2, 2):
        d.rectangle((i * cell, 0, (i + 1) * cell, H), fill=col + (120,))
    for j in range(0, H // cell + 2, 2):
        d.rectangle((0, j * cell, W, (j + 1) * cell), fill=col + (120,))
    ov = ov.rotate(rng.uniform(-8, 8), resample=Image.BICUBIC, center=(W / 2, H / 2))
    img.paste(ov, (0, 0), ov)
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(W * H // 1500):  # weave
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        if rng.random() < .5:
            d.line((x, y, x + rng.uniform(4, 12), y), fill=(255, 255, 255, 40))
        else:
            d.line((x, y, x, y + rng.uniform(4, 12)), fill=(0, 0, 0, 25))
    # folds
    tex = cloud(img.size, rng, 90, 200, 255).convert("RGB")
    img.paste(ImageChops.multiply(img, tex))


def bg_linen(img, rng, base=(214, 200, 176)):
    W, H = img.size
    img.paste(base, (0, 0, W, H))
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(W * H // 700):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        c = shade(base, rng.uniform(-.18, .12)) + (90,)
        if rng.random() < .5:
            d.line((x, y, x + rng.uniform(6, 24), y), fill=c)
        else:
            d.line((x, y, x, y + rng.uniform(6, 24)), fill=c)
    tex = cloud(img.size, rng, 70, 205, 255).convert("RGB")
    img.paste(ImageChops.multiply(img, tex))


def bg_slate(img, rng, base=(58, 62, 66)):
    W, H = img.size
    img.paste(base, (0, 0, W, H))
    tex = cloud(img.size, rng, 14, 170, 255).convert("RGB")
    img.paste(ImageChops.multiply(img, tex))
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(40):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        d.line((x, y, x + rng.uniform(-200, 200), y + rng.uniform(-30, 30)), fill=(255, 255, 255, 14), width=2)


def bg_marble(img, rng, base=(236, 234, 230)):
    W, H = img.size
    img.paste(base, (0, 0, W, H))
    tex = cloud(img.size, rng, 60, 225, 255).convert("RGB")
    img.paste(ImageChops.multiply(img, tex))
    veins = new_layer(img.size)
    d = ImageDraw.Draw(veins)
    for _ in range(9):
        x, y = rng.uniform(-100, W), rng.uniform(0, H)
        ang = rng.uniform(-.6, .6)
        pts = []
        for _ in range(40):
            pts.append((x, y))
            ang += rng.uniform(-.35, .35)
            x += 30 * math.cos(ang)
            y += 30 * math.sin(ang)
        d.line(pts, fill=(120, 118, 120, rng.randint(60, 130)), width=rng.choice((1, 2, 3)))
    img.paste(veins.filter(ImageFilter.GaussianBlur(1.5)), (0, 0), veins.filter(ImageFilter.GaussianBlur(1.5)))


# --------------------------------------------------------------------------
# tableware
# --------------------------------------------------------------------------

def plate(img, rng, cx, cy, R, col=(246, 245, 240), rim=.74, shadow=True):
    """Flat plate. Returns the radius of the well."""
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - R, cy - R, cx + R, cy + R), fill=shade(col, -.12))
    d.ellipse((cx - R * .985, cy - R * .985, cx + R * .985, cy + R * .985), fill=col)
    radial_disc(L, cx, cy, R * rim * 1.04, col, shade(col, -.1), steps=10)
    d.ellipse((cx - R * rim, cy - R * rim, cx + R * rim, cy + R * rim), fill=shade(col, -.02))
    d.arc((cx - R * .93, cy - R * .93, cx + R * .93, cy + R * .93), 190, 260, fill=(255, 255, 255, 200), width=int(R * .03))
    compose(img, L, (R * .04, R * .06, R * .05, 110) if shadow else None)
    return R * rim


def bowl(img, rng, cx, cy, R, outer=(240, 238, 232), inner=None, rim_w=.13):
    """Deep bowl seen from above. Returns the radius of the contents."""
    inner = inner or shade(outer, -.08)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - R, cy - R, cx + R, cy + R), fill=shade(outer, -.2))
    d.ellipse((cx - R * .98, cy - R * .98, cx + R * .98, cy + R * .98), fill=outer)
    ri = R * (1 - rim_w)
    radial_disc(L, cx, cy, ri, inner, shade(inner, -.3), steps=12, offset=(R * .05, R * .05))
    d.arc((cx - R * .95, cy - R * .95, cx + R * .95, cy + R * .95), 195, 255, fill=shade(outer, .55), width=max(2, int(R * .03)))
    compose(img, L, (R * .06, R * .08, R * .07, 140))
    return ri * .93


def fork(img, rng, x, y, length, angle, col=(196, 198, 202)):
    w = int(length * .16)
    L = Image.new("RGBA", (w + 8, int(length) + 8), (0, 0, 0, 0))
    d = ImageDraw.Draw(L)
    cx = L.width / 2
    hw = length * .035
    d.rounded_rectangle((cx - hw, length * .38, cx + hw, length), radius=hw, fill=col)
    d.rounded_rectangle((cx - w * .42, length * .2, cx + w * .42, length * .42), radius=w * .3, fill=col)
    for i in range(4):
        tx = cx - w * .36 + i * w * .24
        d.rectangle((tx - w * .05, 4, tx + w * .05, length * .3), fill=col)
    d.line((cx - hw * .4, length * .45, cx - hw * .4, length * .95), fill=shade(col, .5), width=2)
    L = L.rotate(angle, resample=Image.BICUBIC, expand=True)
    full = new_layer(img.size)
    full.paste(L, (int(x - L.width / 2), int(y - L.height / 2)), L)
    compose(img, full, (4, 6, 4, 120))


def spoon(img, rng, x, y, length, angle, col=(200, 200, 204)):
    w = int(length * .25)
    L = Image.new("RGBA", (w + 8, int(length) + 8), (0, 0, 0, 0))
    d = ImageDraw.Draw(L)
    cx = L.width / 2
    d.ellipse((cx - w / 2, 4, cx + w / 2, length * .36), fill=col)
    d.ellipse((cx - w * .35, length * .05, cx + w * .25, length * .28), fill=shade(col, -.12))
    d.rounded_rectangle((cx - length * .03, length * .3, cx + length * .03, length), radius=4, fill=col)
    L = L.rotate(angle, resample=Image.BICUBIC, expand=True)
    full = new_layer(img.size)
    full.paste(L, (int(x - L.width / 2), int(y - L.height / 2)), L)
    compose(img, full, (4, 6, 4, 120))


def chopsticks(img, rng, x, y, length, angle, col=(176, 130, 80)):
    L = Image.new("RGBA", (60, int(length) + 8), (0, 0, 0, 0))
    d = ImageDraw.Draw(L)
    for ox in (18, 40):
        d.polygon([(ox - 6, 4), (ox + 6, 4), (ox + 3, length), (ox - 3, length)], fill=jit(col, rng, 8))
        d.line((ox - 2, 6, ox - 1, length - 4), fill=shade(col, .25), width=1)
    L = L.rotate(angle, resample=Image.BICUBIC, expand=True)
    full = new_layer(img.size)
    full.paste(L, (int(x - L.width / 2), int(y - L.height / 2)), L)
    compose(img, full, (4, 6, 4, 120))


def napkin(img, rng, x, y, w, h, angle, col=(232, 226, 212)):
    L = Image.new("RGBA", (int(w), int(h)), (0, 0, 0, 0))
    d = ImageDraw.Draw(L)
    d.rectangle((0, 0, w, h), fill=col)
    d.line((w * .5, 0, w * .5, h), fill=shade(col, -.12), width=3)
    d.line((0, h * .5, w, h * .5), fill=shade(col, -.08), width=2)
    d.rectangle((6, 6, w - 6, h - 6), outline=shade(col, -.06), width=2)
    L = texturize(L, rng, 10, 30)
    L = L.rotate(angle, resample=Image.BICUBIC, expand=True)
    full = new_layer(img.size)
    full.paste(L, (int(x - L.width / 2), int(y - L.height / 2)), L)
    compose(img, full, (3, 5, 6, 90))


def sprig(img, rng, x, y, size, col=(70, 130, 50)):
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    a = rng.uniform(0, TAU)
    ex, ey = x + size * math.cos(a), y + size * math.sin(a)
    d.line((x, y, ex, ey), fill=shade(col, -.2), width=3)
    for i in range(7):
        t = i / 6
        px, py = x + (ex - x) * t, y + (ey - y) * t
        for side in (-1, 1):
            lx = px + side * size * .16 * math.cos(a + math.pi / 2)
            ly = py + side * size * .16 * math.sin(a + math.pi / 2)
            herb_leaf(d, lx, ly, size * .13, jit(col, rng, 12), rng)
    compose(img, L, (3, 4, 3, 100))


# --------------------------------------------------------------------------
# finishing
# --------------------------------------------------------------------------

def finish(img, rng, warmth=(255, 246, 232)):
    W, H = img.size
    # light from the top-left + vignette, computed small and scaled up
    sw, sh = 64, 48
    lm = Image.new("L", (sw, sh))
    px = []
    for j in range(sh):
        for i in range(sw):
            u, v = i / (sw - 1), j / (sh - 1)
            light = 1.0 - .16 * (u * .6 + v * .4)
            dist = math.hypot(u - .5, (v - .5) * .9) / .62
            vig = 1.0 - .38 * max(0.0, dist) ** 2.4
            px.append(clamp(255 * light * vig))
    lm.putdata(px)
    lm = lm.resize((W, H), Image.BICUBIC)
    img = ImageChops.multiply(img, Image.merge("RGB", (lm, lm, lm)))
    img = ImageChops.multiply(img, Image.new("RGB", img.size, warmth))
    img = img.filter(ImageFilter.GaussianBlur(.7))
    # film grain (half resolution, scaled up: soft like sensor noise)
    gw, gh = W // 2, H // 2
    noise = Image.frombytes("L", (gw, gh), rng.randbytes(gw * gh))
    noise = noise.point(lambda v: 128 + (v - 128) * 9 // 128).resize((W, H), Image.BILINEAR)
    img = ImageChops.add(img, Image.merge("RGB", (noise, noise, noise)), 1.0, -128)
    return img


# --------------------------------------------------------------------------
# the dishes
# --------------------------------------------------------------------------

def pasta_nest(d, rng, cx, cy, R, col, n=90, w=7):
    for _ in range(n):
        ox, oy = rand_in_disc(rng, cx, cy, R * .35)
        r0 = R * rng.uniform(.1, .6)
        a0 = rng.uniform(0, TAU)
        span = rng.uniform(1.0, 2.8) * rng.choice((-1, 1))
        wob, wf = rng.uniform(2, 9), rng.uniform(3, 8)
        pts = []
        for k in range(30):
            t = k / 29
            a = a0 + span * t
            rr = r0 + wob * math.sin(t * wf) + R * .1 * (t - .5)
            x, y = ox + rr * math.cos(a), oy + rr * math.sin(a)
            k = math.hypot(x - cx, y - cy)
            if k > R:
                x, y = cx + (x - cx) * R / k, cy + (y - cy) * R / k
            pts.append((x, y))
        d.line(pts, fill=shade(col, -.28), width=w + 2, joint="curve")
        d.line(pts, fill=jit(col, rng, 8), width=w, joint="curve")
        d.line([(x - 1.5, y - 1.5) for x, y in pts], fill=shade(col, .35), width=max(1, w // 3))


def photo_carbonara(img, rng, s):
    W, H = img.size
    bg_wood(img, rng)
    napkin(img, rng, W * .86, H * .22, 260 * s, 220 * s, 12, (230, 222, 205))
    cx, cy, R = W * .47, H * .52, 330 * s
    ri = plate(img, rng, cx, cy, R)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    blob(d, cx, cy, ri * .85, (214, 178, 92), rng, .08)
    pasta_nest(d, rng, cx, cy, ri * .82, (236, 204, 118), 110, int(8 * s))
    for _ in range(34):
        x, y = rand_in_disc(rng, cx, cy, ri * .7)
        cube(d, x, y, 16 * s, jit((176, 96, 70), rng, 12), rng, aspect=.55)
    specks(d, rng, cx, cy, ri * .8, 260, [(30, 26, 22), (52, 44, 38)], 1.6 * s)
    specks(d, rng, cx, cy, ri * .6, 160, [(250, 246, 228), (240, 232, 200)], 2.2 * s)
    L = texturize(L, rng, 5, 40)
    compose(img, L, (4, 6, 5, 110))
    fork(img, rng, W * .84, H * .66, 300 * s, -28)


def photo_pancakes(img, rng, s):
    W, H = img.size
    bg_linen(img, rng, (206, 196, 182))
    cx, cy, R = W * .5, H * .5, 320 * s
    ri = plate(img, rng, cx, cy, R, (92, 120, 150))
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    for k in range(5):
        ox, oy = rng.uniform(-12, 12) * s, rng.uniform(-12, 12) * s
        r = ri * (.95 - k * .01)
        d.ellipse((cx + ox - r, cy + oy - r, cx + ox + r, cy + oy + r), fill=shade((186, 120, 52), -.1 * (4 - k) / 4))
        d.ellipse((cx + ox - r * .93, cy + oy - r * .93, cx + ox + r * .93, cy + oy + r * .93), fill=(214, 156, 80))
    radial_disc(L, cx, cy, ri * .86, (226, 178, 104), (196, 128, 58), steps=14)
    specks(d, rng, cx, cy, ri * .8, 120, [(232, 190, 120), (190, 120, 56)], 3 * s)
    # syrup
    syr = new_layer(img.size)
    sd = ImageDraw.Draw(syr)
    blob(sd, cx + 10 * s, cy + 12 * s, ri * .55, (150, 74, 18, 170), rng, .3)
    for _ in range(5):
        a = rng.uniform(0, TAU)
        rr = ri * rng.uniform(.6, .85)
        blob(sd, cx + rr * math.cos(a), cy + rr * math.sin(a), ri * rng.uniform(.08, .14), (150, 74, 18, 170), rng, .3,
             aspect=.5, rot=a)
    L.alpha_composite(syr)
    cube(d, cx - 10 * s, cy - 14 * s, 70 * s, (250, 234, 160), rng, rot=.3, hl=.5)
    for _ in range(9):
        x, y = rand_in_disc(rng, cx, cy, ri * .7)
        lump(d, x, y, 14 * s, jit((52, 58, 110), rng, 10), rng, .08, hl=.4)
    L = texturize(L, rng, 6, 30)
    compose(img, L, (5, 7, 6, 120))
    fork(img, rng, W * .12, H * .55, 300 * s, 8)


def photo_guacamole(img, rng, s):
    W, H = img.size
    bg_slate(img, rng, (70, 66, 60))
    cx, cy, R = W * .45, H * .5, 280 * s
    ri = bowl(img, rng, cx, cy, R, (84, 80, 76), (60, 56, 52), .12)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=(128, 156, 60))
    for _ in range(160):
        x, y = rand_in_disc(rng, cx, cy, ri * .95)
        lump(d, x, y, rng.uniform(14, 30) * s, jit((150, 176, 72), rng, 14), rng, .3, hl=.2, edge=.2)
    for _ in range(30):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        cube(d, x, y, 16 * s, jit((200, 48, 40), rng, 14), rng)
    for _ in range(30):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        cube(d, x, y, 10 * s, (238, 236, 222), rng)
    for _ in range(18):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        herb_leaf(d, x, y, 14 * s, jit((60, 130, 46), rng, 12), rng)
    L = clip_circle(texturize(L, rng, 5, 30), cx, cy, ri)
    compose(img, L, (2, 3, 3, 60))
    # tortilla chips
    C = new_layer(img.size)
    d = ImageDraw.Draw(C)
    for _ in range(9):
        a = rng.uniform(-1.2, 1.2)
        x, y = W * .86 + rng.uniform(-70, 70) * s, H * .5 + rng.uniform(-250, 250) * s
        size = rng.uniform(80, 110) * s
        pts = [(x + size * math.cos(a + k * TAU / 3), y + size * math.sin(a + k * TAU / 3)) for k in range(3)]
        d.polygon(pts, fill=jit((228, 184, 96), rng, 12))
        specks(d, rng, x, y, size * .4, 12, [(200, 150, 70), (246, 214, 140)], 2 * s)
    compose(img, texturize(C, rng, 4, 40), (5, 7, 5, 130))
    # lime half
    Lm = new_layer(img.size)
    d = ImageDraw.Draw(Lm)
    lx, ly, lr = W * .14, H * .2, 60 * s
    d.ellipse((lx - lr, ly - lr, lx + lr, ly + lr), fill=(70, 130, 40))
    d.ellipse((lx - lr * .88, ly - lr * .88, lx + lr * .88, ly + lr * .88), fill=(214, 230, 140))
    for k in range(8):
        a = k * TAU / 8
        d.line((lx, ly, lx + lr * .85 * math.cos(a), ly + lr * .85 * math.sin(a)), fill=(236, 244, 200), width=3)
    compose(img, Lm, (4, 6, 4, 120))


def photo_cookies(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (170, 122, 78))
    # baking paper
    P = new_layer(img.size)
    d = ImageDraw.Draw(P)
    d.polygon(quad_pts(W * .5, H * .5, W * .78, H * .82, .04, rng, .01), fill=(236, 226, 204))
    compose(img, texturize(P, rng, 20, 25), (4, 6, 8, 90))
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    spots = [(W * (.26 + .24 * i), H * (.27 + .23 * j)) for i in range(3) for j in range(3)]
    for x, y in spots:
        x += rng.uniform(-20, 20) * s
        y += rng.uniform(-15, 15) * s
        r = rng.uniform(72, 86) * s
        lump(d, x, y, r, jit((196, 140, 74), rng, 8), rng, .1, hl=.12, edge=.25)
        radial_disc(L, x - 3, y - 3, r * .7, (212, 160, 92), (190, 132, 66), steps=8)
        for _ in range(rng.randint(6, 10)):
            px, py = rand_in_disc(rng, x, y, r * .72)
            lump(d, px, py, rng.uniform(8, 15) * s, jit((70, 42, 26), rng, 8), rng, .3, hl=.25)
        specks(d, rng, x, y, r * .8, 14, [(150, 96, 44)], 2 * s)
    compose(img, texturize(L, rng, 4, 45), (5, 8, 6, 130))


def photo_risotto(img, rng, s):
    W, H = img.size
    bg_marble(img, rng)
    cx, cy, R = W * .5, H * .5, 330 * s
    ri = plate(img, rng, cx, cy, R, (238, 232, 220), .62)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    blob(d, cx, cy, ri * .98, (222, 204, 156), rng, .08)
    for _ in range(900):
        x, y = rand_in_disc(rng, cx, cy, ri * .92)
        a = rng.uniform(0, TAU)
        d.polygon(ell_pts(x, y, 7 * s, 4 * s, a, 10), fill=jit((240, 226, 184), rng, 10))
        d.polygon(ell_pts(x - 1, y - 1, 4 * s, 2 * s, a, 8), fill=(250, 244, 222))
    for _ in range(16):
        x, y = rand_in_disc(rng, cx, cy, ri * .75)
        a = rng.uniform(0, TAU)
        sz = rng.uniform(26, 36) * s
        d.pieslice((x - sz, y - sz, x + sz, y + sz), math.degrees(a), math.degrees(a) + 180, fill=(110, 76, 48))
        d.pieslice((x - sz * .82, y - sz * .82, x + sz * .82, y + sz * .82), math.degrees(a), math.degrees(a) + 180, fill=(196, 160, 118))
        d.rectangle((x - 4 * s, y - 4 * s, x + 4 * s, y + 4 * s), fill=(176, 140, 98))
    for _ in range(26):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        herb_leaf(d, x, y, 7 * s, jit((60, 120, 40), rng, 10), rng)
    specks(d, rng, cx, cy, ri * .7, 80, [(250, 248, 236)], 3 * s)
    compose(img, texturize(L, rng, 5, 30), (3, 5, 4, 100))
    spoon(img, rng, W * .86, H * .55, 280 * s, -15)


def photo_greek_salad(img, rng, s):
    W, H = img.size
    bg_gingham(img, rng, (40, 80, 170))
    cx, cy, R = W * .5, H * .52, 340 * s
    ri = bowl(img, rng, cx, cy, R, (248, 248, 246), (236, 236, 232), .1)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    for _ in range(48):  # cucumber half-moons
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        sz, a = 34 * s, rng.uniform(0, 360)
        d.pieslice((x - sz, y - sz, x + sz, y + sz), a, a + 180, fill=(46, 96, 40))
        d.pieslice((x - sz * .88, y - sz * .88, x + sz * .88, y + sz * .88), a, a + 180, fill=(196, 220, 150))
        d.pieslice((x - sz * .4, y - sz * .4, x + sz * .4, y + sz * .4), a, a + 180, fill=(220, 232, 186))
    for _ in range(30):  # tomato wedges
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        lump(d, x, y, 32 * s, jit((204, 40, 32), rng, 12), rng, .15, aspect=.55, hl=.35)
        d.ellipse((x - 8 * s, y - 5 * s, x + 8 * s, y + 5 * s), fill=(236, 170, 100))
    for _ in range(16):  # red onion rings
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        ring(d, x, y, rng.uniform(20, 34) * s, 5 * s, (150, 60, 130))
    for _ in range(22):  # olives
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 15 * s, jit((58, 34, 50), rng, 8), rng, .05, aspect=.75, hl=.5)
    cube(d, cx + 10 * s, cy - 10 * s, 150 * s, (250, 248, 238), rng, rot=.4, aspect=.7, hl=.4)
    specks(d, rng, cx + 10 * s, cy - 10 * s, 70 * s, 60, [(100, 120, 60), (80, 100, 50)], 2 * s)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 30), (4, 6, 5, 120))


def photo_creme_brulee(img, rng, s):
    W, H = img.size
    bg_slate(img, rng)
    cx, cy, R = W * .45, H * .5, 240 * s
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    for k in range(36):  # fluted ramekin rim
        a = k * TAU / 36
        x, y = cx + R * .96 * math.cos(a), cy + R * .96 * math.sin(a)
        d.ellipse((x - 18 * s, y - 18 * s, x + 18 * s, y + 18 * s), fill=(236, 234, 228))
    d.ellipse((cx - R, cy - R, cx + R, cy + R), fill=(246, 244, 240))
    ri = R * .84
    radial_disc(L, cx, cy, ri, (222, 150, 52), (150, 78, 20), steps=20, offset=(-20 * s, -20 * s))
    for _ in range(50):  # torched spots
        x, y = rand_in_disc(rng, cx, cy, ri * .9)
        blob(d, x, y, rng.uniform(6, 24) * s, (110, 52, 16, 255), rng, .4)
    for _ in range(30):  # glassy highlights
        x, y = rand_in_disc(rng, cx - ri * .2, cy - ri * .2, ri * .5)
        blob(d, x, y, rng.uniform(4, 10) * s, (246, 204, 130), rng, .4)
    compose(img, texturize(L, rng, 6, 25), (8, 10, 9, 150))
    spoon(img, rng, W * .82, H * .5, 300 * s, -10, (212, 200, 160))
    B = new_layer(img.size)
    d = ImageDraw.Draw(B)
    for _ in range(7):
        x, y = W * .16 + rng.uniform(-40, 40) * s, H * .8 + rng.uniform(-40, 40) * s
        lump(d, x, y, 18 * s, jit((170, 30, 60), rng, 10), rng, .08, hl=.4)
    compose(img, B, (3, 4, 3, 120))
    sprig(img, rng, W * .2, H * .2, 130 * s, (70, 140, 70))


def photo_bourguignon(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (110, 74, 48))
    cx, cy, R = W * .48, H * .5, 350 * s
    ri = bowl(img, rng, cx, cy, R, (150, 30, 28), (40, 32, 30), .1)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    radial_disc(L, cx, cy, ri, (102, 40, 26), (60, 20, 14), steps=16)
    for _ in range(22):
        x, y = rand_in_disc(rng, cx, cy, ri * .82)
        lump(d, x, y, rng.uniform(30, 44) * s, jit((92, 48, 32), rng, 10), rng, .25, hl=.25)
    for _ in range(22):
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        r = 18 * s
        d.ellipse((x - r, y - r * .8, x + r, y + r * .8), fill=(196, 96, 30))
        d.ellipse((x - r * .5, y - r * .4, x + r * .5, y + r * .4), fill=(226, 130, 50))
    for _ in range(14):  # mushrooms
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 20 * s, (150, 116, 84), rng, .05, hl=.3)
    for _ in range(12):  # pearl onions
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 14 * s, (220, 196, 160), rng, .05, hl=.4)
    specks(d, rng, cx, cy, ri * .7, 90, [(70, 130, 40), (50, 110, 30)], 3 * s)
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx - ri * .2, cy - ri * .2, ri * .6, 60, [(255, 220, 200, 70)], 5 * s)
    L.alpha_composite(gloss)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 35), (2, 3, 3, 80))
    napkin(img, rng, W * .9, H * .82, 200 * s, 240 * s, -20, (220, 210, 190))


def photo_ratatouille(img, rng, s):
    W, H = img.size
    bg_linen(img, rng, (196, 202, 190))
    cx, cy, R = W * .5, H * .5, 340 * s
    ri = bowl(img, rng, cx, cy, R, (214, 120, 60), (190, 100, 50), .08)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=(170, 50, 30))
    kinds = [((60, 110, 40), (214, 222, 160)),  # zucchini
             ((70, 30, 70), (232, 222, 190)),   # aubergine
             ((196, 36, 30), (222, 70, 48)),    # tomato
             ((220, 170, 30), (246, 214, 90))]  # yellow squash
    slices = []
    rr = ri * .92
    while rr > 20 * s:
        n = max(1, int(TAU * rr / (26 * s)))
        for k in range(n):
            a = k * TAU / n + rr * .01
            slices.append((cx + rr * math.cos(a), cy + rr * math.sin(a), a))
        rr -= 48 * s
    for i, (x, y, a) in enumerate(reversed(slices)):
        skin, flesh = kinds[i % 4]
        sz = 40 * s
        d.polygon(ell_pts(x, y, sz * .42, sz, a + math.pi / 2, 20), fill=skin)
        d.polygon(ell_pts(x - 2, y - 2, sz * .34, sz * .88, a + math.pi / 2, 20), fill=flesh)
        if skin == kinds[2][0]:
            d.ellipse((x - 6 * s, y - 6 * s, x + 6 * s, y + 6 * s), fill=(240, 170, 90))
    specks(d, rng, cx, cy, ri * .85, 90, [(60, 100, 40), (80, 120, 50)], 2 * s)
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx, cy, ri * .9, 70, [(255, 240, 200, 60)], 4 * s)
    L.alpha_composite(gloss)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 30), (2, 3, 3, 60))
    sprig(img, rng, W * .1, H * .14, 140 * s, (80, 120, 60))


def photo_borscht(img, rng, s):
    W, H = img.size
    bg_linen(img, rng, (226, 218, 200))
    # embroidered towel strip
    E = new_layer(img.size)
    d = ImageDraw.Draw(E)
    for k in range(0, W, int(30 * s)):
        d.polygon([(k, H * .9), (k + 15 * s, H * .87), (k + 30 * s, H * .9), (k + 15 * s, H * .93)], fill=(176, 30, 36))
    img.paste(E, (0, 0), E)
    cx, cy, R = W * .48, H * .46, 330 * s
    plate(img, rng, cx, cy, R * 1.12, (244, 242, 236))
    ri = bowl(img, rng, cx, cy, R * .86, (250, 250, 248), (240, 238, 234), .1)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    radial_disc(L, cx, cy, ri, (170, 24, 48), (110, 12, 30), steps=18)
    for _ in range(45):
        x, y = rand_in_disc(rng, cx, cy, ri * .9)
        a = rng.uniform(0, TAU)
        d.polygon(ell_pts(x, y, 22 * s, 5 * s, a, 10), fill=jit((130, 14, 50), rng, 10))
    for _ in range(12):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        cube(d, x, y, 20 * s, (236, 200, 180), rng, hl=.3)
    oil = new_layer(img.size)
    specks(ImageDraw.Draw(oil), rng, cx, cy, ri * .9, 70, [(255, 150, 90, 60)], 6 * s)
    L.alpha_composite(oil)
    lump(d, cx + 20 * s, cy + 10 * s, 58 * s, (250, 248, 240), rng, .2, hl=.4, edge=.1)
    for _ in range(40):
        x, y = rand_in_disc(rng, cx + 20 * s, cy + 10 * s, 110 * s)
        a = rng.uniform(0, TAU)
        d.line((x, y, x + 10 * s * math.cos(a), y + 10 * s * math.sin(a)), fill=jit((70, 130, 40), rng, 15), width=2)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 25), (2, 3, 3, 60))
    # black bread slice and garlic
    B = new_layer(img.size)
    d = ImageDraw.Draw(B)
    bx, by = W * .87, H * .28
    d.rounded_rectangle((bx - 80 * s, by - 100 * s, bx + 80 * s, by + 100 * s), radius=int(40 * s), fill=(60, 36, 26))
    d.rounded_rectangle((bx - 70 * s, by - 90 * s, bx + 70 * s, by + 90 * s), radius=int(34 * s), fill=(96, 66, 46))
    specks(d, rng, bx, by, 70 * s, 90, [(120, 88, 60), (80, 54, 38)], 2 * s)
    compose(img, texturize(B, rng, 4, 40), (5, 7, 5, 130))
    spoon(img, rng, W * .12, H * .55, 280 * s, 12)


def photo_pelmeni(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (160, 112, 70))
    cx, cy, R = W * .5, H * .5, 350 * s
    ri = plate(img, rng, cx, cy, R, (250, 250, 248), .72)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    pts = []
    for _ in range(400):
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        if all(math.hypot(x - px, y - py) > 52 * s for px, py in pts):
            pts.append((x, y))
    for x, y in pts:
        a = rng.uniform(0, TAU)
        r = 34 * s
        d.polygon(ell_pts(x, y, r, r * .8, a, 22), fill=(214, 202, 170))
        d.polygon(ell_pts(x - 2, y - 2, r * .9, r * .72, a, 22), fill=(242, 234, 212))
        d.polygon(ell_pts(x - 4, y - 4, r * .55, r * .42, a, 16), fill=(250, 246, 232))
        ex, ey = rot_pt(r * .9, 0, a)
        d.ellipse((x + ex - 8 * s, y + ey - 8 * s, x + ex + 8 * s, y + ey + 8 * s), fill=(228, 216, 184))
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx, cy, ri * .85, 80, [(255, 236, 170, 90)], 5 * s)
    L.alpha_composite(gloss)
    specks(d, rng, cx, cy, ri * .8, 120, [(60, 120, 40), (80, 140, 50)], 2.5 * s)
    specks(d, rng, cx, cy, ri * .8, 120, [(30, 26, 22)], 1.5 * s)
    compose(img, texturize(L, rng, 5, 25), (3, 5, 4, 110))
    sc = bowl(img, rng, W * .86, H * .2, 95 * s, (236, 234, 228))
    S = new_layer(img.size)
    lump(ImageDraw.Draw(S), W * .86, H * .2, sc * .95, (252, 250, 244), rng, .12, hl=.3, edge=.08)
    compose(img, S, None)
    fork(img, rng, W * .1, H * .6, 300 * s, 5)


def photo_bliny(img, rng, s):
    W, H = img.size
    bg_gingham(img, rng, (190, 40, 45))
    cx, cy, R = W * .46, H * .52, 340 * s
    ri = plate(img, rng, cx, cy, R, (248, 246, 240))
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    for k in range(6):  # stack of thin pancakes, slightly offset
        ox, oy = rng.uniform(-18, 18) * s, rng.uniform(-18, 18) * s
        r = ri * .98
        d.ellipse((cx + ox - r, cy + oy - r, cx + ox + r, cy + oy + r), fill=(222, 170, 92))
        d.ellipse((cx + ox - r * .97, cy + oy - r * .97, cx + ox + r * .97, cy + oy + r * .97), fill=(238, 196, 122))
    for _ in range(260):  # lacy holes
        x, y = rand_in_disc(rng, cx, cy, ri * .92)
        rr = rng.uniform(3, 9) * s
        d.ellipse((x - rr, y - rr, x + rr, y + rr), fill=jit((196, 130, 60), rng, 12))
    for _ in range(60):
        x, y = rand_in_disc(rng, cx, cy, ri * .9)
        blob(d, x, y, rng.uniform(14, 30) * s, jit((214, 150, 72), rng, 8), rng, .4)
    # a folded blin on top
    d.pieslice((cx - ri * .6, cy - ri * .6, cx + ri * .6, cy + ri * .6), 200, 290, fill=(210, 150, 78))
    d.pieslice((cx - ri * .57, cy - ri * .57, cx + ri * .57, cy + ri * .57), 200, 290, fill=(240, 204, 138))
    cube(d, cx + 30 * s, cy + 20 * s, 60 * s, (250, 236, 170), rng, rot=.8, hl=.5)
    compose(img, texturize(L, rng, 5, 35), (4, 6, 5, 120))
    for (bx, by, col) in ((W * .86, H * .2, (180, 30, 50)), (W * .87, H * .78, (252, 250, 244))):
        br = bowl(img, rng, bx, by, 90 * s, (232, 228, 220))
        S = new_layer(img.size)
        Sd = ImageDraw.Draw(S)
        lump(Sd, bx, by, br * .95, col, rng, .1, hl=.3, edge=.1)
        if col[0] == 180:
            specks(Sd, rng, bx, by, br * .8, 20, [(120, 10, 30)], 5 * s)
        compose(img, S, None)


def photo_luosong(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (120, 84, 54))
    cx, cy, R = W * .5, H * .5, 340 * s
    ri = bowl(img, rng, cx, cy, R, (244, 244, 240), (232, 232, 226), .12)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    radial_disc(L, cx, cy, ri, (214, 90, 40), (176, 56, 24), steps=18)
    for _ in range(16):  # cabbage
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        blob(d, x, y, rng.uniform(22, 34) * s, jit((226, 206, 140), rng, 10), rng, .35)
    for _ in range(22):  # potato cubes
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        cube(d, x, y, 26 * s, jit((236, 190, 110), rng, 8), rng, hl=.3)
    for _ in range(18):  # carrot
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        cube(d, x, y, 20 * s, (232, 110, 30), rng, hl=.3)
    for _ in range(12):  # beef
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 20 * s, (120, 62, 40), rng, .3, hl=.2)
    oil = new_layer(img.size)
    specks(ImageDraw.Draw(oil), rng, cx, cy, ri * .9, 80, [(255, 180, 90, 70)], 6 * s)
    L.alpha_composite(oil)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 25), (2, 3, 3, 60))
    spoon(img, rng, W * .88, H * .58, 260 * s, -20, (236, 234, 228))


def photo_gongbao(img, rng, s):
    W, H = img.size
    bg_slate(img, rng, (50, 52, 58))
    cx, cy, R = W * .48, H * .5, 340 * s
    ri = plate(img, rng, cx, cy, R, (250, 250, 246), .7)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    blob(d, cx, cy, ri * .9, (150, 60, 30), rng, .15)
    for _ in range(60):  # chicken
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        cube(d, x, y, 30 * s, jit((196, 120, 62), rng, 14), rng, hl=.3)
    for _ in range(45):  # peanuts
        x, y = rand_in_disc(rng, cx, cy, ri * .82)
        lump(d, x, y, 11 * s, jit((222, 176, 110), rng, 10), rng, .05, aspect=.7, hl=.35)
    for _ in range(22):  # dried chillies
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 22 * s, jit((150, 20, 16), rng, 10), rng, .1, aspect=.35, hl=.35)
    for _ in range(40):  # scallion
        x, y = rand_in_disc(rng, cx, cy, ri * .82)
        ring(d, x, y, 7 * s, 3 * s, jit((100, 170, 60), rng, 12))
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx, cy, ri * .85, 90, [(255, 230, 200, 70)], 4 * s)
    L.alpha_composite(gloss)
    compose(img, texturize(L, rng, 5, 30), (4, 6, 5, 120))
    chopsticks(img, rng, W * .88, H * .5, 420 * s, -8)


def photo_mapo(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (92, 62, 40))
    cx, cy, R = W * .5, H * .5, 330 * s
    ri = bowl(img, rng, cx, cy, R, (236, 232, 222), (220, 214, 200), .1)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    radial_disc(L, cx, cy, ri, (186, 40, 20), (130, 24, 12), steps=18)
    for _ in range(70):  # tofu
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        cube(d, x, y, 42 * s, jit((246, 236, 214), rng, 6), rng, hl=.25)
    for _ in range(70):  # mince
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        blob(d, x, y, rng.uniform(5, 10) * s, jit((110, 50, 26), rng, 12), rng, .4)
    oil = new_layer(img.size)
    specks(ImageDraw.Draw(oil), rng, cx, cy, ri * .9, 120, [(220, 30, 10, 110)], 10 * s)
    L.alpha_composite(oil)
    for _ in range(50):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        ring(d, x, y, 7 * s, 3 * s, jit((90, 160, 50), rng, 12))
    specks(d, rng, cx, cy, ri * .8, 150, [(60, 20, 14), (90, 40, 20)], 2 * s)
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 25), (2, 3, 3, 60))
    spoon(img, rng, W * .87, H * .4, 240 * s, 20, (240, 236, 228))


def photo_fanqie(img, rng, s):
    W, H = img.size
    bg_linen(img, rng, (200, 212, 214))
    cx, cy, R = W * .5, H * .52, 340 * s
    ri = plate(img, rng, cx, cy, R, (248, 248, 244), .74)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    blob(d, cx, cy, ri * .92, (214, 74, 40), rng, .18)
    for _ in range(34):  # egg curds
        x, y = rand_in_disc(rng, cx, cy, ri * .78)
        lump(d, x, y, rng.uniform(28, 46) * s, jit((250, 206, 70), rng, 10), rng, .35, hl=.35, edge=.15)
    for _ in range(26):  # tomato wedges
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        lump(d, x, y, 30 * s, jit((208, 40, 30), rng, 12), rng, .2, aspect=.6, hl=.3)
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx, cy, ri * .85, 90, [(255, 160, 120, 80)], 5 * s)
    L.alpha_composite(gloss)
    for _ in range(30):
        x, y = rand_in_disc(rng, cx, cy, ri * .75)
        ring(d, x, y, 7 * s, 3 * s, jit((90, 170, 60), rng, 12))
    compose(img, texturize(L, rng, 5, 25), (4, 6, 5, 120))
    chopsticks(img, rng, W * .1, H * .5, 420 * s, 10)
    B = bowl(img, rng, W * .88, H * .2, 110 * s, (250, 250, 246))
    S = new_layer(img.size)
    Sd = ImageDraw.Draw(S)
    for _ in range(220):
        x, y = rand_in_disc(rng, W * .88, H * .2, B * .95)
        Sd.polygon(ell_pts(x, y, 6 * s, 3 * s, rng.uniform(0, TAU), 8), fill=jit((246, 246, 240), rng, 6))
    compose(img, S, None)


def photo_oyakodon(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (176, 136, 92))
    cx, cy, R = W * .48, H * .5, 320 * s
    ri = bowl(img, rng, cx, cy, R, (40, 24, 22), (150, 30, 30), .09)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=(176, 120, 50))
    for _ in range(34):  # egg
        x, y = rand_in_disc(rng, cx, cy, ri * .9)
        blob(d, x, y, rng.uniform(30, 50) * s, jit((250, 200, 80), rng, 10), rng, .4)
    for _ in range(18):
        x, y = rand_in_disc(rng, cx, cy, ri * .85)
        blob(d, x, y, rng.uniform(16, 28) * s, (252, 246, 226), rng, .4)
    for _ in range(22):  # chicken
        x, y = rand_in_disc(rng, cx, cy, ri * .78)
        lump(d, x, y, 24 * s, jit((190, 130, 70), rng, 10), rng, .25, hl=.25)
    for _ in range(14):  # onion strips
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        a = rng.uniform(0, 360)
        d.arc((x - 30 * s, y - 30 * s, x + 30 * s, y + 30 * s), a, a + 70, fill=(240, 220, 170), width=int(6 * s))
    for _ in range(6):  # mitsuba
        x, y = rand_in_disc(rng, cx, cy, ri * .4)
        herb_leaf(d, x, y, 22 * s, jit((70, 150, 50), rng, 10), rng)
    for _ in range(14):  # nori
        x, y = rand_in_disc(rng, cx, cy, ri * .3)
        d.polygon(quad_pts(x, y, 30 * s, 4 * s, rng.uniform(0, TAU), rng), fill=(30, 36, 30))
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 25), (2, 3, 3, 60))
    chopsticks(img, rng, W * .88, H * .5, 400 * s, -4, (60, 40, 30))


def photo_curry(img, rng, s):
    W, H = img.size
    bg_gingham(img, rng, (200, 140, 40))
    cx, cy = W * .5, H * .5
    P = new_layer(img.size)
    d = ImageDraw.Draw(P)
    a, b = 420 * s, 300 * s
    d.ellipse((cx - a, cy - b, cx + a, cy + b), fill=(226, 224, 218))
    d.ellipse((cx - a * .98, cy - b * .98, cx + a * .98, cy + b * .98), fill=(248, 248, 244))
    d.ellipse((cx - a * .8, cy - b * .78, cx + a * .8, cy + b * .78), fill=(240, 240, 236))
    compose(img, P, (6, 9, 8, 130))
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    for _ in range(1100):  # rice on the left
        x, y = cx - a * .35 + rng.uniform(-1, 1) * a * .38, cy + rng.uniform(-1, 1) * b * .62
        if ((x - (cx - a * .35)) / (a * .4)) ** 2 + ((y - cy) / (b * .66)) ** 2 > 1:
            continue
        ang = rng.uniform(0, TAU)
        d.polygon(ell_pts(x, y, 8 * s, 4 * s, ang, 10), fill=jit((226, 224, 214), rng, 8))
        d.polygon(ell_pts(x - 1, y - 1, 5 * s, 2.4 * s, ang, 8), fill=(252, 252, 248))
    C = new_layer(img.size)
    cd = ImageDraw.Draw(C)
    cd.polygon(blob_pts(cx + a * .2, cy, a * .48, rng.random(), .1, aspect=.62), fill=(150, 92, 34))
    for _ in range(10):
        x, y = cx + a * .22 + rng.uniform(-1, 1) * a * .3, cy + rng.uniform(-1, 1) * b * .45
        cube(cd, x, y, 46 * s, jit((230, 190, 110), rng, 8), rng, hl=.3)
    for _ in range(10):
        x, y = cx + a * .22 + rng.uniform(-1, 1) * a * .32, cy + rng.uniform(-1, 1) * b * .45
        lump(cd, x, y, 22 * s, (226, 110, 36), rng, .15, hl=.3)
    for _ in range(12):
        x, y = cx + a * .22 + rng.uniform(-1, 1) * a * .3, cy + rng.uniform(-1, 1) * b * .45
        lump(cd, x, y, 20 * s, (110, 64, 40), rng, .3, hl=.2)
    gl = new_layer(img.size)
    specks(ImageDraw.Draw(gl), rng, cx + a * .2, cy, a * .35, 70, [(255, 210, 150, 60)], 5 * s)
    C.alpha_composite(gl)
    L.alpha_composite(texturize(C, rng, 5, 25))
    for _ in range(12):  # fukujinzuke
        x, y = cx - a * .05 + rng.uniform(-20, 20) * s, cy - b * .55 + rng.uniform(-25, 25) * s
        cube(d, x, y, 14 * s, (196, 30, 40), rng)
    compose(img, L, (3, 5, 4, 100))
    spoon(img, rng, W * .5, H * .92, 300 * s, 90)


def photo_miso(img, rng, s):
    W, H = img.size
    bg_wood(img, rng, (196, 160, 116))
    cx, cy, R = W * .46, H * .5, 280 * s
    ri = bowl(img, rng, cx, cy, R, (120, 20, 24), (30, 18, 16), .08)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    radial_disc(L, cx, cy, ri, (200, 150, 90), (150, 100, 52), steps=16)
    cl = new_layer(img.size)
    cd = ImageDraw.Draw(cl)
    for _ in range(40):
        x, y = rand_in_disc(rng, cx, cy, ri * .8)
        blob(cd, x, y, rng.uniform(20, 50) * s, (230, 196, 140, 60), rng, .4)
    L.alpha_composite(cl.filter(ImageFilter.GaussianBlur(6)))
    for _ in range(12):
        x, y = rand_in_disc(rng, cx, cy, ri * .7)
        cube(d, x, y, 36 * s, (250, 248, 238), rng, hl=.3)
    for _ in range(10):
        x, y = rand_in_disc(rng, cx, cy, ri * .75)
        blob(d, x, y, rng.uniform(16, 30) * s, jit((40, 70, 40), rng, 8), rng, .45, aspect=.5)
    for _ in range(40):
        x, y = rand_in_disc(rng, cx, cy, ri * .7)
        ring(d, x, y, 7 * s, 3 * s, jit((110, 176, 70), rng, 12))
    compose(img, texturize(clip_circle(L, cx, cy, ri), rng, 5, 20), (2, 3, 3, 60))
    chopsticks(img, rng, W * .86, H * .52, 420 * s, 4, (70, 44, 30))
    B = bowl(img, rng, W * .14, H * .2, 110 * s, (238, 236, 230))
    S = new_layer(img.size)
    Sd = ImageDraw.Draw(S)
    for _ in range(200):
        x, y = rand_in_disc(rng, W * .14, H * .2, B * .95)
        Sd.polygon(ell_pts(x, y, 6 * s, 3 * s, rng.uniform(0, TAU), 8), fill=jit((246, 246, 240), rng, 6))
    compose(img, S, None)


def photo_tarte_tatin(img, rng, s):
    W, H = img.size
    bg_marble(img, rng)
    cx, cy, R = W * .5, H * .5, 350 * s
    ri = plate(img, rng, cx, cy, R, (56, 70, 88), .8)
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    tr = ri * 1.02
    d.ellipse((cx - tr, cy - tr, cx + tr, cy + tr), fill=(150, 78, 24))
    d.ellipse((cx - tr * .95, cy - tr * .95, cx + tr * .95, cy + tr * .95), fill=(176, 96, 30))
    for rr, n, size in ((tr * .72, 12, 74 * s), (tr * .32, 6, 60 * s)):
        for k in range(n):
            a = k * TAU / n
            x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
            d.polygon(ell_pts(x, y, size, size * .62, a + .5, 24), fill=(130, 62, 18))
            d.polygon(ell_pts(x - 3, y - 3, size * .9, size * .52, a + .5, 24), fill=jit((206, 124, 42), rng, 10))
            d.polygon(ell_pts(x - 10 * s, y - 10 * s, size * .4, size * .2, a + .5, 12), fill=(236, 170, 80))
    lump(d, cx, cy, 30 * s, (190, 104, 34), rng, .1, hl=.35)
    gloss = new_layer(img.size)
    specks(ImageDraw.Draw(gloss), rng, cx - tr * .2, cy - tr * .2, tr * .7, 80, [(255, 236, 190, 80)], 5 * s)
    L.alpha_composite(gloss)
    compose(img, texturize(L, rng, 6, 30), (4, 6, 5, 120))
    S = new_layer(img.size)
    lump(ImageDraw.Draw(S), W * .86, H * .8, 60 * s, (252, 248, 236), rng, .2, hl=.3, edge=.08)
    compose(img, S, (3, 4, 3, 80))


def photo_quiche(img, rng, s):
    W, H = img.size
    bg_gingham(img, rng, (60, 120, 70))
    cx, cy, R = W * .52, H * .5, 315 * s
    L = new_layer(img.size)
    d = ImageDraw.Draw(L)
    d.ellipse((cx - R, cy - R, cx + R, cy + R), fill=(244, 242, 236))  # white tart dish
    d.ellipse((cx - R * .96, cy - R * .96, cx + R * .96, cy + R * .96), fill=(226, 224, 218))
    cr = R * .9
    for k in range(44):  # fluted crust
        a = k * TAU / 44
        x, y = cx + cr * .97 * math.cos(a), cy + cr * .97 * math.sin(a)
        d.ellipse((x - 20 * s, y - 20 * s, x + 20 * s, y + 20 * s), fill=(206, 150, 80))
    d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=(214, 160, 88))
    fr = cr * .88
    radial_disc(L, cx, cy, fr, (246, 214, 120), (226, 180, 90), steps=14)
    for _ in range(70):
        x, y = rand_in_disc(rng, cx, cy, fr * .92)
        blob(d, x, y, rng.uniform(8, 26) * s, jit((200, 140, 60), rng, 12), rng, .45)
    for _ in range(40):  # lardons
        x, y = rand_in_disc(rng, cx, cy, fr * .85)
        cube(d, x, y, 16 * s, jit((200, 110, 90), rng, 10), rng, aspect=.6)
    specks(d, rng, cx, cy, fr * .8, 60, [(80, 120, 50)], 2 * s)
    compose(img, texturize(L, rng, 5, 30), (6, 8, 7, 130))
    napkin(img, rng, W * .1, H * .2, 180 * s, 180 * s, 25, (238, 234, 224))


PHOTOS = [
    # file name,               size,        painter
    ("carbonara.jpg",            (1000, 750), photo_carbonara),
    ("pancakes.jpg",             (960, 720),  photo_pancakes),
    ("guacamole.jpg",            (1024, 768), photo_guacamole),
    ("chocolate-chip-cookies.jpg", (1000, 750), photo_cookies),
    ("mushroom-risotto.jpg",     (960, 720),  photo_risotto),
    ("greek-salad.jpg",          (1000, 750), photo_greek_salad),
    ("creme-brulee.jpg",         (1000, 750), photo_creme_brulee),
    ("boeuf-bourguignon.jpg",    (1024, 768), photo_bourguignon),
    ("ratatouille.jpg",          (1000, 750), photo_ratatouille),
    ("tarte-tatin.jpg",          (960, 720),  photo_tarte_tatin),
    ("quiche-lorraine.jpg",      (1000, 750), photo_quiche),
    ("borscht.jpg",              (1024, 768), photo_borscht),
    ("pelmeni.jpg",              (1000, 750), photo_pelmeni),
    ("bliny.jpg",                (960, 720),  photo_bliny),
    ("luosong-tang.jpg",         (1000, 750), photo_luosong),
    ("gongbao-jiding.jpg",       (1000, 750), photo_gongbao),
    ("mapo-doufu.jpg",           (960, 720),  photo_mapo),
    ("fanqie-chaodan.jpg",       (1000, 750), photo_fanqie),
    ("oyakodon.jpg",             (1000, 750), photo_oyakodon),
    ("curry-rice.jpg",           (1024, 768), photo_curry),
    ("miso-shiru.jpg",           (960, 720),  photo_miso),
]


def render(name, size, painter):
    rng = random.Random(f"{SEED}:{name}")
    img = Image.new("RGB", size, (128, 128, 128))
    painter(img, rng, size[0] / 1000.0)
    return finish(img, rng)


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    only = set(argv[2:])
    os.makedirs(out_dir, exist_ok=True)
    for name, size, painter in PHOTOS:
        if only and name not in only:
            continue
        img = render(name, size, painter)
        path = os.path.join(out_dir, name)
        img.save(path, "JPEG", quality=QUALITY, optimize=True)
        n = os.path.getsize(path)
        if n > MAX_BYTES:
            raise SystemExit(f"{name}: {n} bytes is over the {MAX_BYTES} byte budget")
        print(f"{name:30s} {size[0]}x{size[1]}  {n // 1024} KB")


if __name__ == "__main__":
    main(sys.argv)
