"""The photographic finish applied to every picture: light from the top-left,
a vignette, a warm tint, a slight blur and film grain.
"""

import math

from PIL import Image, ImageChops, ImageFilter

from .drawing import clamp


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
