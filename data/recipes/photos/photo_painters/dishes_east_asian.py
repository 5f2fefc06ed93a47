"""Painters for the Chinese and Japanese dishes: luosong tang, gongbao jiding,
mapo doufu, fanqie chaodan, oyakodon, curry rice and miso shiru.
"""

from PIL import ImageDraw, ImageFilter

from .drawing import (TAU, blob, blob_pts, clip_circle, compose, cube, ell_pts, herb_leaf, jit,
                      lump, new_layer, quad_pts, radial_disc, rand_in_disc, ring, specks, texturize)
from .table import bg_gingham, bg_linen, bg_slate, bg_wood, bowl, chopsticks, plate, spoon


# --------------------------------------------------------------------------
# the dishes
# --------------------------------------------------------------------------

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
