"""Painters for make-photos.py, the procedural photos of Larder's sample recipes.

drawing                  colour helpers, layers, noise, food shapes (blobs, lumps, cubes...)
table                    table surfaces (wood, gingham, linen, slate, marble) and tableware
camera                   the photographic finish: light, vignette, warmth, blur and grain
dishes_western           Italian, French, Greek, Mexican and American dishes
dishes_eastern_european  borscht, pelmeni and bliny
dishes_east_asian        Chinese and Japanese dishes

Every painter takes (img, rng, s): the RGB image to draw on, the image's own
random generator, and the scale (image width / 1000).
"""
