"""What the dish stands on and beside: table surfaces (wood, gingham, linen,
slate, marble) and tableware (plate, bowl, fork, spoon, chopsticks, napkin,
herb sprig).
"""

import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from .drawing import (TAU, clamp, cloud, compose, herb_leaf, jit, new_layer, radial_disc, shade,
                      texturize)


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
