"""Painters for the Eastern European dishes: borscht, pelmeni and bliny."""

import math

from PIL import ImageDraw

from .drawing import (TAU, blob, clip_circle, compose, cube, ell_pts, jit, lump, new_layer,
                      radial_disc, rand_in_disc, rot_pt, specks, texturize)
from .table import bg_gingham, bg_linen, bg_wood, bowl, fork, plate, spoon


# --------------------------------------------------------------------------
# the dishes
# --------------------------------------------------------------------------

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
