#!/usr/bin/env python3
"""Procedural "photos" for the Larder sample recipe collection.

Every picture in this folder is drawn by this script: a stylised top-down
view of the dish (table surface, plate or bowl, food shapes in the dish's
colours), finished with soft lighting, a vignette and film grain so that it
reads like a photograph rather than flat vector art.  The drawing code is
in the photo_painters package beside this script.

The output is deterministic: every image uses its own random generator
seeded from SEED and the file name, so re-running the script reproduces the
same JPEG pixels for a given Pillow version.

Usage:   python3 make-photos.py [output-dir]        (default: this folder)
Needs:   Pillow  (Debian/Ubuntu: apt-get install -y python3-pil)
License: CC0 1.0 - like the rest of the sample collection.
"""

import os
import random
import sys

from PIL import Image

from photo_painters.camera import finish
from photo_painters.dishes_east_asian import (photo_curry, photo_fanqie, photo_gongbao, photo_luosong,
                                              photo_mapo, photo_miso, photo_oyakodon)
from photo_painters.dishes_eastern_european import photo_bliny, photo_borscht, photo_pelmeni
from photo_painters.dishes_western import (photo_bourguignon, photo_carbonara, photo_cookies,
                                           photo_creme_brulee, photo_greek_salad, photo_guacamole,
                                           photo_pancakes, photo_quiche, photo_ratatouille, photo_risotto,
                                           photo_tarte_tatin)

SEED = 20240611
QUALITY = 85
MAX_BYTES = 150 * 1024


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
