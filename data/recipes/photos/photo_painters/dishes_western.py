"""Painters for the Western dishes: carbonara, pancakes, guacamole, chocolate
chip cookies, mushroom risotto, Greek salad, creme brulee, boeuf bourguignon,
ratatouille, tarte Tatin and quiche Lorraine.
"""

import math

from PIL import ImageDraw

from .drawing import (TAU, blob, clip_circle, compose, cube, ell_pts, herb_leaf, jit, lump,
                      new_layer, quad_pts, radial_disc, rand_in_disc, ring, shade, specks,
                      texturize)
from .table import (bg_gingham, bg_linen, bg_marble, bg_slate, bg_wood, bowl, fork, napkin, plate,
                    spoon, sprig)


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
