#!/usr/bin/env python3
"""Write app-export fixtures for Larder's readers of five recipe apps.

Usage:  python3 scripts/make-app-fixtures.py [OUTPUT_DIR [SAMPLES_DIR]]

OUTPUT_DIR defaults to Tests/Fixtures/apps and SAMPLES_DIR to data/recipes
(Larder's own sample recipes, schema.org JSON-LD), both in this repository.
Into OUTPUT_DIR it writes, in each app's real export
layout (file names, folders, field names, CSV header, HTML classes and
itemprops as the app writes them; see the readers in
Sources/LarderInterchange/AppExports/):

    chowdown.zip      a Chowdown (Jekyll) site as GitHub's "Download ZIP" gives it
    copymethat.zip    Copy Me That's HTML export (recipes.html + images/)
    plantoeat.zip     Plan to Eat's export (a zip holding one CSV file)
    recipekeeper.zip  Recipe Keeper's ".zip file" export (recipes.html + images/)
    myrecipebox.csv   My Recipe Box's CSV export
    expected.json     what a correct Larder reader yields from each of them

Only the Python standard library is used.  The output is byte-identical on
every run: fixed zip timestamps and attributes, fixed entry order, photos
drawn by a tiny built-in JPEG encoder (flat colours, no randomness).
All recipe text comes from Larder's samples; nothing is taken from any
app's or Mealie's test data.
"""

import csv
import hashlib
import io
import json
import os
import re
import sys
import uuid
import zipfile

ZIP_TIME = (2024, 1, 15, 12, 0, 0)
NAMESPACE = uuid.UUID("6f1c2a52-3d4b-4c1e-9a0e-4c6172646572")  # fixed: ids derive from it


# --------------------------------------------------------------------------
# A tiny baseline JPEG encoder (stdlib only): a 16x16 image of four flat
# 8x8 blocks.  Quantisation table of ones, standard DC Huffman tables
# (ITU T.81 Annex K.3), AC tables holding only EOB (every AC coefficient of a
# flat block is zero).  Decodes with libjpeg(-turbo), ImageIO, browsers.
# --------------------------------------------------------------------------

DC_LUMA = ([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], list(range(12)))
DC_CHROMA = ([0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], list(range(12)))
AC_EOB_ONLY = ([1] + [0] * 15, [0x00])


def _huffman_codes(table):
    bits, values = table
    codes, code, k = {}, 0, 0
    for length in range(1, 17):
        for _ in range(bits[length - 1]):
            codes[values[k]] = (code, length)
            code += 1
            k += 1
        code <<= 1
    return codes


class _BitWriter:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def put(self, value, length):
        for i in range(length - 1, -1, -1):
            self.acc = (self.acc << 1) | ((value >> i) & 1)
            self.n += 1
            if self.n == 8:
                self.out.append(self.acc)
                if self.acc == 0xFF:
                    self.out.append(0x00)  # byte stuffing
                self.acc, self.n = 0, 0

    def flush(self):
        while self.n:
            self.put(1, 1)  # pad with one-bits
        return bytes(self.out)


def _segment(marker, payload):
    return bytes([0xFF, marker]) + (len(payload) + 2).to_bytes(2, "big") + payload


def _dht(table_class, table_id, table):
    bits, values = table
    return _segment(0xC4, bytes([(table_class << 4) | table_id]) + bytes(bits) + bytes(values))


def tiny_jpeg(colours):
    """A 16x16 baseline JPEG of four flat 8x8 blocks (RGB tuples, row-major)."""
    def ycbcr(r, g, b):
        y = 0.299 * r + 0.587 * g + 0.114 * b
        cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
        cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
        return [max(0, min(255, round(v))) for v in (y, cb, cr)]

    dc_codes = [_huffman_codes(DC_LUMA), _huffman_codes(DC_CHROMA), _huffman_codes(DC_CHROMA)]
    eob = _huffman_codes(AC_EOB_ONLY)[0x00]
    writer = _BitWriter()
    previous = [0, 0, 0]
    for rgb in colours:  # one MCU per 8x8 block: Y, Cb, Cr blocks (no subsampling)
        for c, level in enumerate(ycbcr(*rgb)):
            dc = 8 * (level - 128)  # DCT DC term of a flat block, quantiser 1
            diff = dc - previous[c]
            previous[c] = dc
            size = abs(diff).bit_length()
            code, length = dc_codes[c][size]
            writer.put(code, length)
            if size:
                writer.put(diff if diff > 0 else diff + (1 << size) - 1, size)
            writer.put(*eob)
    scan = writer.flush()
    return b"".join([
        b"\xFF\xD8",
        _segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"),
        _segment(0xDB, b"\x00" + bytes([1] * 64)),
        _segment(0xC0, b"\x08\x00\x10\x00\x10\x03" + b"\x01\x11\x00" + b"\x02\x11\x00" + b"\x03\x11\x00"),
        _dht(0, 0, DC_LUMA), _dht(0, 1, DC_CHROMA), _dht(1, 0, AC_EOB_ONLY), _dht(1, 1, AC_EOB_ONLY),
        _segment(0xDA, b"\x03" + b"\x01\x00" + b"\x02\x11" + b"\x03\x11" + b"\x00\x3F\x00"),
        scan,
        b"\xFF\xD9",
    ])


def photo(light, dark):
    """A checkerboard of two colours: a distinct, valid, ~300-byte JPEG."""
    return tiny_jpeg([light, dark, dark, light])


PHOTOS = {
    "pelmeni": photo((236, 226, 205), (150, 110, 80)),
    "carbonara": photo((240, 214, 140), (120, 80, 50)),
    "greek-salad": photo((200, 40, 40), (90, 150, 60)),
    "greek-salad-2": photo((245, 245, 235), (40, 40, 40)),
}


# --------------------------------------------------------------------------
# Larder's sample recipes
# --------------------------------------------------------------------------

def _recipe_nodes(node):
    if isinstance(node, list):
        for item in node:
            yield from _recipe_nodes(item)
    elif isinstance(node, dict):
        if "@graph" in node:
            yield from _recipe_nodes(node["@graph"])
        kind = node.get("@type")
        if kind == "Recipe" or (isinstance(kind, list) and "Recipe" in kind):
            yield node


def load(samples, file_name):
    with open(os.path.join(samples, file_name), encoding="utf-8") as f:
        return next(_recipe_nodes(json.load(f)))


def iso_minutes(value):
    if not value:
        return None
    m = re.fullmatch(r"P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?", value)
    days, hours, minutes = (int(g or 0) for g in m.groups())
    return days * 1440 + hours * 60 + minutes


def yield_text(r):
    y = r.get("recipeYield")
    if isinstance(y, list):
        y = y[-1]
    return str(y)


def yield_servings(r):
    y = r.get("recipeYield")
    first = y[0] if isinstance(y, list) else y
    m = re.search(r"\d+", str(first))
    return int(m.group()) if m else None


def keywords(r):
    k = r.get("keywords", [])
    return [x.strip() for x in k.split(",")] if isinstance(k, str) else list(k)


def steps(r):
    """[(section or None, text)] from recipeInstructions."""
    out = []
    ins = r.get("recipeInstructions")
    if isinstance(ins, str):
        return [(None, line.strip()) for line in ins.splitlines() if line.strip()]
    for item in ins:
        if isinstance(item, str):
            out.append((None, item))
        elif item.get("@type") == "HowToSection":
            out += [(item["name"], s["text"]) for s in item["itemListElement"]]
        else:
            out.append((None, item["text"]))
    return out


def rating(r):
    value = (r.get("aggregateRating") or {}).get("ratingValue")
    return float(value) if value is not None else None


def sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


class Sample:
    """The fields of one sample recipe, as the fixtures use them."""

    def __init__(self, node, slug, groups=None):
        self.node = node
        self.slug = slug
        self.name = node["name"]
        self.url = node["url"]
        self.description = node.get("description", "")
        self.author = node["author"]["name"] if isinstance(node.get("author"), dict) else None
        self.date = node.get("datePublished")
        self.prep = iso_minutes(node.get("prepTime"))
        self.cook = iso_minutes(node.get("cookTime"))
        self.total = iso_minutes(node.get("totalTime"))
        self.category = node.get("recipeCategory")
        self.cuisine = node.get("recipeCuisine")
        self.keywords = keywords(node)
        self.ingredients = list(node["recipeIngredient"])
        self.steps = steps(node)
        self.rating = rating(node)
        self.yield_text = yield_text(node)
        self.servings = yield_servings(node)
        # Ingredient groups [(heading, [lines])]; one nameless group when the recipe has none.
        if groups:
            self.groups = [(h, self.ingredients[a:b]) for h, a, b in groups]
        else:
            self.groups = [(None, self.ingredients)]
        self.id = str(uuid.uuid5(NAMESPACE, self.url))

    def stars(self):
        return int(self.rating + 0.5) if self.rating else 0

    def grouped_lines(self):
        """Ingredients as Larder keeps them: each line with its group's heading (None outside groups)."""
        return [{"line": line, "group": heading} for heading, lines in self.groups for line in lines]


def plain(lines, group=None):
    """Ingredient lines as Larder keeps them, all in `group`."""
    return [{"line": line, "group": group} for line in lines]


def samples(directory):
    k = Sample(load(directory, "de-schwaebischer-kartoffelsalat.json"), "schwaebischer-kartoffelsalat")
    p = Sample(load(directory, "ru-pelmeni.jsonld"), "pelmeni",
               groups=[("Тесто", 0, 4), ("Начинка", 4, 9), ("Лепка и варка", 9, 10)])
    c = Sample(load(directory, "en-spaghetti-carbonara.json"), "spaghetti-carbonara")
    g = Sample(load(directory, "en-greek-village-salad.jsonld"), "greek-village-salad")
    g.nutrition = g.node.get("nutrition", {})
    return k, p, c, g


# --------------------------------------------------------------------------
# Deterministic zips
# --------------------------------------------------------------------------

class Zip:
    def __init__(self, create_system=0, comment=b""):
        self.buffer = io.BytesIO()
        self.zip = zipfile.ZipFile(self.buffer, "w")
        self.create_system = create_system
        self.zip.comment = comment

    def _info(self, name, directory=False):
        info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
        info.create_system = self.create_system
        if self.create_system == 3:  # unix modes, as GitHub writes them
            info.external_attr = ((0o40755 if directory else 0o100644) << 16) | (0x10 if directory else 0)
        else:  # MS-DOS attributes: directory or archive bit
            info.external_attr = 0x10 if directory else 0x20
        return info

    def directory(self, name):
        info = self._info(name.rstrip("/") + "/", directory=True)
        info.compress_type = zipfile.ZIP_STORED
        self.zip.writestr(info, b"")

    def file(self, name, data, stored=False):
        info = self._info(name)
        info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
        self.zip.writestr(info, data if isinstance(data, bytes) else data.encode("utf-8"), compresslevel=6)

    def close(self):
        self.zip.close()
        return self.buffer.getvalue()


# --------------------------------------------------------------------------
# Chowdown: a Jekyll site; recipes are _recipes/*.md with YAML front matter
# --------------------------------------------------------------------------

def yaml_scalar(text):
    """A YAML plain scalar when safe, else a double-quoted one."""
    plain_ok = (text == text.strip() and text
                and not re.match(r"""^[-?:,\[\]{}#&*!|>'"%@`]""", text)
                and ": " not in text and " #" not in text and not text.endswith(":")
                and not re.fullmatch(r"[-+.\d]+|true|false|yes|no|null|~", text, re.I))
    if plain_ok:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def chowdown_md(title, image=None, tags=None, components=None, ingredients=None, directions=None, body=""):
    out = ["---", "", "layout: recipe", 'title:  "%s"' % title.replace('"', '\\"')]
    if image:
        out.append("image: " + image)
    if tags:
        out.append("tags: " + ", ".join(tags))
    out.append("")
    for key, values in (("components", components), ("ingredients", ingredients), ("directions", directions)):
        if values:
            out.append(key + ":")
            out += ["- " + yaml_scalar(v) for v in values]
            out.append("")
    out += ["---", "", body]
    return "\n".join(out)


def chowdown(k, p, c):
    root = "chowdown-gh-pages/"
    # GitHub writes the commit id as the archive comment.
    z = Zip(create_system=3, comment=hashlib.sha1(b"larder chowdown fixture").hexdigest().encode())
    z.directory(root)
    z.file(root + "_config.yml",
           "title: Larder Chowdown fixture\nmarkdown: kramdown\npermalink: /:title:output_ext\n\n"
           "collections:\n  components:\n    output: true\n  recipes:\n    output: true\n")
    z.directory(root + "_components/")
    testo, nachinka = p.groups[0], p.groups[1]
    section = {s: [t for sec, t in p.steps if sec == s] for s in ("Тесто", "Начинка", "Лепка и варка")}
    z.file(root + "_components/pelmeni-nachinka.md",
           chowdown_md(nachinka[0], ingredients=nachinka[1], directions=section["Начинка"],
                       body=""))
    z.file(root + "_components/pelmeni-testo.md",
           chowdown_md(testo[0], ingredients=testo[1], directions=section["Тесто"], body=""))
    z.directory(root + "_recipes/")
    z.file(root + "_recipes/pelmeni.md",
           chowdown_md(p.name, image="pelmeni.jpg", tags=p.keywords, components=[testo[0], nachinka[0]],
                       ingredients=p.groups[2][1], directions=section["Лепка и варка"], body=p.description))
    z.file(root + "_recipes/schwaebischer-kartoffelsalat.md",
           chowdown_md(k.name, tags=k.keywords, ingredients=k.ingredients, directions=[t for _, t in k.steps],
                       body="\n\n".join(sentences(k.description))))
    z.file(root + "_recipes/spaghetti-carbonara.md",
           chowdown_md(c.name, image="spaghetti-carbonara.jpg", tags=c.keywords, ingredients=c.ingredients,
                       directions=[t for _, t in c.steps], body=c.description))
    z.directory(root + "images/")
    z.file(root + "images/pelmeni.jpg", PHOTOS["pelmeni"])
    z.file(root + "images/spaghetti-carbonara.jpg", PHOTOS["carbonara"])
    data = z.close()

    expected = [
        {
            "file": root + "_recipes/pelmeni.md",
            "name": p.name, "summary": p.description, "tags": p.keywords,
            "ingredients": plain(p.groups[2][1]) + plain(testo[1], testo[0]) + plain(nachinka[1], nachinka[0]),
            "steps": [{"text": t, "section": None} for t in section["Лепка и варка"]]
                     + [{"text": t, "section": "Тесто"} for t in section["Тесто"]]
                     + [{"text": t, "section": "Начинка"} for t in section["Начинка"]],
            "photo": root + "images/pelmeni.jpg",
        },
        {
            "file": root + "_recipes/schwaebischer-kartoffelsalat.md",
            "name": k.name, "summary": "\n\n".join(sentences(k.description)), "tags": k.keywords,
            "ingredients": plain(k.ingredients), "steps": [{"text": t, "section": None} for _, t in k.steps],
            "photo": None,
        },
        {
            "file": root + "_recipes/spaghetti-carbonara.md",
            "name": c.name, "summary": c.description, "tags": c.keywords,
            "ingredients": plain(c.ingredients), "steps": [{"text": t, "section": None} for _, t in c.steps],
            "photo": root + "images/spaghetti-carbonara.jpg",
        },
    ]
    for e in expected:
        e.update({"yield": None, "category": None, "cuisine": None, "prepMinutes": None, "cookMinutes": None,
                  "totalMinutes": None, "notes": "", "sourceURL": None, "rating": None})
    return data, {"format": "Chowdown", "recipes": expected,
                  "not recipes": [root + "_components/pelmeni-testo.md", root + "_components/pelmeni-nachinka.md"]}


# --------------------------------------------------------------------------
# Copy Me That: recipes.html (all recipes, one div.recipe each) + images/
# --------------------------------------------------------------------------

CMT_HEAD = """<!DOCTYPE html>
<head>
<meta http-equiv="Content-Type" content="text/html;charset=UTF-8">
<meta name="escaped characters" content="&lt; &gt; &quot; &amp; &#39;">
<meta name="copymethat_class_id_version" content="2">
</head>
<html>
<style type="text/css">
.recipe{
    margin-top:20px;
    border-top: solid 3px black;
}
#name{
    font-weight:bold;
    font-size:130%;
    margin:10px 0;
}
#link{
    margin-bottom:10px;
}
.recipeImage{
    width:125px;
}
#description, #categories, #servings, #recipeIngredients, #recipeInstructions, #recipeNotes, #extra_info{
    margin:10px 0;
}
#recipeIngredient_header, #recipeInstructions_header, #recipeNotes_header{
    font-weight:bold;
}
.recipeIngredient_subheader, .instruction_subheader{
    font-weight:bold;
    margin:5px 0;
}
.recipeIngredient_spacer{
    height:10px;
}
#original_link, .recipeCategory, #made_this, #starred, #rating, #ratingValue, #recipeYield, .recipeIngredient_note, .recipeIngredient, .instruction, .instruction_next, .recipeNote{
}
</style>
<body>
"""


def cmt_escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def cmt_recipe(s, image=None, description=None, tags=(), made=False, starred=False, stars=0,
               servings=None, ingredient_groups=(), step_sections=(), notes=()):
    e = cmt_escape
    out = ['<div class = "recipe">', '<div id = "name">', "    " + e(s.name), "</div>"]
    out += ['<div id = "link">      ',
            '    Adapted from <a id = "original_link" href = "%s">%s</a>' % (e(s.url), e(s.url)), "</div> "]
    if image:
        out.append('<img class= "recipeImage" src = "%s" width="120px"/>' % e(image))
    if description:
        out += ['<div id = "description">', "    " + e(description), "</div>"]
    if tags:
        out += ['<div id = "categories">', "<span>Tags: </span>"]
        out += ['    <span class = "recipeCategory">%s</span><span> </span>' % e(t) for t in tags]
        out.append("</div>")
    if made or starred or stars:
        out.append('<div id = "extra_info">')
        if made:
            out.append('    <span id="made_this"> I made this. </span>')
        if starred:
            out.append('    <span id="starred">Is starred. </span>')
        if stars:
            out.append('    <span id="rating">Rated <span id = "ratingValue">%d</span>/5</span>' % stars)
        out.append("</div>")
    if servings:
        out += ['<div id = "servings">', '    Servings: <a id="recipeYield">%s</a>' % e(servings), "</div>"]
    out += ['    <div id= "recipeIngredient_header">', "      Ingredients", "    </div>",
            '    <ul id = "recipeIngredients">']
    for heading, lines in ingredient_groups:
        if heading:
            out += ['        <div class= "recipeIngredient recipeIngredient_subheader">',
                    "            " + e(heading + ":"), "        </div>"]
        for line in lines:
            out += ['        <li class= "recipeIngredient">', "            " + e(line), "        </li>"]
    out.append("    </ul>")
    out += ['    <div id= "recipeInstructions_header">', "      Steps", "    </div>",
            '    <ol id = "recipeInstructions">']
    for heading, texts in step_sections:
        if heading:
            out += ['        <div class = "instruction instruction_subheader">',
                    "            " + e(heading + ":"), "        </div>"]
        # Copy Me That numbers the steps of each section from 1 again.
        for n, text in enumerate(texts, 1):
            out += ['        <li class = "instruction" value = "%d">' % n, "            " + e(text), "        </li>"]
    out.append("    </ol>")
    if notes:
        out += ['    <div id = "recipeNotes_header">', "        Notes", "    </div> ", '    <ul id = "recipeNotes">']
        for note in notes:
            out += ['        <li class = "recipeNote">', "           " + e(note), "        </li>"]
        out.append("    </ul>")
    out.append("</div>")
    return out


def sectioned(s):
    """[(section, [texts])] in order."""
    out = []
    for section, text in s.steps:
        if not out or out[-1][0] != section:
            out.append((section, []))
        out[-1][1].append(text)
    return out


def copymethat(k, p, c):
    pelmeni_image = "images/пельмени_q8w3z.jpg"
    carbonara_image = "images/spaghetti_carbonara_x4h2n.jpg"
    lines = []
    lines += cmt_recipe(k, tags=k.keywords, made=True, stars=k.stars(), servings=k.yield_text,
                        ingredient_groups=[(None, k.ingredients)], step_sections=sectioned(k),
                        notes=sentences(k.description))
    lines += cmt_recipe(p, image=pelmeni_image, description=p.description, tags=p.keywords,
                        servings=p.yield_text, ingredient_groups=p.groups, step_sections=sectioned(p))
    lines += cmt_recipe(c, image=carbonara_image, description=c.description, tags=c.keywords,
                        made=True, starred=True, stars=c.stars(), servings=c.yield_text,
                        ingredient_groups=[(None, c.ingredients)], step_sections=sectioned(c))
    html_text = CMT_HEAD + "\n" + "\n".join(lines) + "\n</body>\n</html>"
    html_bytes = html_text.replace("\n", "\r\n").encode("utf-8")

    z = Zip(create_system=0)
    z.file(carbonara_image, PHOTOS["carbonara"])
    z.file(pelmeni_image, PHOTOS["pelmeni"])
    z.file("recipes.html", html_bytes)
    data = z.close()

    def step_list(s):
        return [{"text": t, "section": sec} for sec, t in s.steps]

    expected = [
        {"name": k.name, "summary": "", "yield": {"text": k.yield_text, "servings": RecipeYield_leading(k.yield_text)}, "tags": k.keywords,
         "ingredients": plain(k.ingredients), "steps": step_list(k), "notes": "\n".join(sentences(k.description)),
         "sourceURL": k.url, "rating": float(k.stars()), "photo": None},
        {"name": p.name, "summary": p.description, "yield": {"text": p.yield_text, "servings": RecipeYield_leading(p.yield_text)},
         "tags": p.keywords, "ingredients": p.grouped_lines(), "steps": step_list(p), "notes": "",
         "sourceURL": p.url, "rating": None, "photo": pelmeni_image},
        {"name": c.name, "summary": c.description, "yield": {"text": c.yield_text, "servings": RecipeYield_leading(c.yield_text)},
         "tags": c.keywords, "ingredients": plain(c.ingredients), "steps": step_list(c), "notes": "",
         "sourceURL": c.url, "rating": float(c.stars()), "photo": carbonara_image},
    ]
    for e in expected:
        e.update({"category": None, "cuisine": None, "prepMinutes": None, "cookMinutes": None, "totalMinutes": None})
    return data, {"format": "Copy Me That", "recipes": expected}


# --------------------------------------------------------------------------
# Plan to Eat: a zip holding one CSV
# --------------------------------------------------------------------------

PTE_HEADER = ["Title", "Course", "Cuisine", "Main Ingredient", "Description", "Source", "Url", "Url Host",
              "Prep Time", "Cook Time", "Total Time", "Servings", "Yield", "Ingredients", "Directions", "Tags",
              "Rating", "Public Url", "Photo Url", "Private", "Nutritional Score (generic)", "Calories", "Fat",
              "Saturated Fat", "Cholesterol", "Sodium", "Sugar", "Carbohydrate", "Fiber", "Protein", "Cost",
              "Created At", "Updated At"]

PTE_IDS = {"schwaebischer-kartoffelsalat": 41000001, "pelmeni": 41000002, "greek-village-salad": 41000003}


def pte_ingredients(s):
    out = []
    for heading, lines in s.groups:
        if heading:
            out.append(", " + heading)
        out += lines
    text = "".join(line + "\n" for line in out)
    return text + ("\n" if any(h for h, _ in s.groups) else "")


def pte_row(s, main_ingredient="", description=None, photo_url="", private="yes", nutrition=None):
    nutrition = nutrition or {}

    def number(key):
        v = nutrition.get(key)
        return re.match(r"[\d.]+", v).group() if v else ""

    created = s.date + " 12:00:00"
    return {
        "Title": s.name, "Course": s.category or "", "Cuisine": s.cuisine or "", "Main Ingredient": main_ingredient,
        "Description": s.description if description is None else description,
        "Source": s.author or "", "Url": s.url, "Url Host": "example.org",
        "Prep Time": str(s.prep or ""), "Cook Time": str(s.cook or ""), "Total Time": str(s.total or ""),
        "Servings": str(s.servings or ""), "Yield": s.yield_text if s.yield_text != str(s.servings) else "",
        "Ingredients": pte_ingredients(s), "Directions": "\n".join(t for _, t in s.steps),
        "Tags": ", ".join(s.keywords), "Rating": str(s.stars()) if s.rating else "",
        "Public Url": "https://app.plantoeat.com/recipes/%d" % PTE_IDS[s.slug], "Photo Url": photo_url,
        "Private": private, "Nutritional Score (generic)": "",
        "Calories": number("calories"), "Fat": number("fatContent"), "Saturated Fat": "", "Cholesterol": "",
        "Sodium": "", "Sugar": "", "Carbohydrate": "", "Fiber": "", "Protein": "", "Cost": "",
        "Created At": created, "Updated At": created,
    }


def plantoeat(k, p, g):
    rows = [
        pte_row(k, main_ingredient="Kartoffeln", description="\n".join(sentences(k.description))),
        pte_row(p, photo_url="https://example.org/img/pelmeni.jpg"),
        pte_row(g, main_ingredient="feta", photo_url="https://example.org/img/greek-salad.jpg", private="",
                nutrition=g.nutrition),
    ]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(PTE_HEADER)
    for row in rows:
        writer.writerow([row[h] for h in PTE_HEADER])
    text = buffer.getvalue()[:-2]  # Plan to Eat ends the last record without a line break
    csv_name = "plantoeat-recipes-100001_01-15-2024.csv"
    z = Zip(create_system=0)
    z.file(csv_name, text.encode("utf-8"))
    data = z.close()

    def expect(s, summary, main, photo_url):
        return {
            "name": s.name, "summary": summary, "category": s.category, "cuisine": s.cuisine,
            "tags": s.keywords + ([main] if main and main not in s.keywords else []),
            "yield": {"text": s.yield_text, "servings": s.servings},
            "prepMinutes": s.prep, "cookMinutes": s.cook, "totalMinutes": s.total,
            "ingredients": s.grouped_lines(), "steps": [{"text": t, "section": None} for _, t in s.steps],
            "notes": "", "sourceURL": s.url, "author": s.author, "rating": float(s.stars()) if s.rating else None,
            "photo": None, "photoURL (not fetched)": photo_url or None,
            "externalID": "plantoeat:%d" % PTE_IDS[s.slug], "created": s.date + "T12:00:00Z",
        }

    expected = [expect(k, "\n".join(sentences(k.description)), "Kartoffeln", ""),
                expect(p, p.description, "", "https://example.org/img/pelmeni.jpg"),
                expect(g, g.description, "feta", "https://example.org/img/greek-salad.jpg")]
    return data, {"format": "Plan to Eat", "csv": csv_name, "recipes": expected}


# --------------------------------------------------------------------------
# Recipe Keeper: recipes.html (one div.recipe-details each, microdata) + images/
# --------------------------------------------------------------------------

RK_STYLE = ('<style type="text/css">html {}body {font-family: sans-serif; font-size: 14px; line-height:1.4; '
            'color: #333; background-color: #fff}h2, h3 {font-weight: 500; line-height: 1.1; margin-top: 20px; '
            'margin-bottom: 10px}h2 {font-size: 24px}h3 {font-size: 14px}.recipe-details h2 {color: #d24400}'
            '.recipe-details h3 {color: #d24400}.recipe-ingredients p {margin: 0}.recipe-notes p {margin: 0}'
            '.recipe-photo {width: 250px; height: 250px; margin-top: 20px; object-fit: cover}'
            '.recipe-photos-div {width: 125px; height: 125px; margin-right: 5px; margin-bottom: 5px; '
            'display: inline-block}.recipe-photos {width: 100%; height: 100%; object-fit: contain}</style>')


def rk_escape(text):
    """As .NET's WebUtility.HtmlEncode: & < > " ' and U+00A0-U+00FF as numeric references."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ch == "'":
            out.append("&#39;")
        elif 0xA0 <= code <= 0xFF:
            out.append("&#%d;" % code)
        else:
            out.append(ch)
    return "".join(out)


def rk_duration(minutes):
    """(text shown, ISO content) the way Recipe Keeper writes a time."""
    if not minutes:
        return "", "PT0S"
    h, m = divmod(minutes, 60)
    text = ""
    if h:
        text += "%d hour%s " % (h, "s" if h > 1 else "")
    if m:
        text += "%d mins" % m
    iso = "PT" + ("%dH" % h if h else "") + ("%dM" % m if m else "")
    return text, iso


RK_NUTRITION = [  # (itemprop, label, unit, schema.org key)
    ("recipeNutServingSize", "Serving size", "", None), ("recipeNutCalories", "Calories", "", "calories"),
    ("recipeNutTotalFat", "Total Fat", "g", "fatContent"), ("recipeNutSaturatedFat", "Saturated Fat", "g", None),
    ("recipeNutCholesterol", "Cholesterol", "mg", None), ("recipeNutSodium", "Sodium", "mg", None),
    ("recipeNutTotalCarbohydrate", "Total Carbohydrate", "g", None),
    ("recipeNutDietaryFiber", "Dietary Fiber", "g", None), ("recipeNutSugars", "Sugars", "g", None),
    ("recipeNutProtein", "Protein", "g", None),
]


def rk_recipe(s, photos=(), favourite=False, courses=(), categories=(), collections=(), source_link=True,
              ingredient_groups=(), numbered=True, notes=(), nutrition=None):
    e = rk_escape
    out = ['<div class="recipe-details">',
           '<meta content="%s" itemprop="recipeId">' % s.id, '<meta content="" itemprop="recipeShareId">',
           '<meta content="%s" itemprop="recipeIsFavourite">' % ("True" if favourite else "False"),
           '<meta content="%d" itemprop="recipeRating">' % s.stars(), "<table><tr>"]
    if photos:
        out.append('<td><img src="%s" class="recipe-photo"/></td>' % photos[0])
    out.append('<td style="vertical-align:top"><h2 itemprop="name">%s</h2>' % e(s.name))
    out.append("<div>Courses: " + "".join('<span itemprop="recipeCourse">%s</span>' % e(x) for x in courses or [""])
               + "</div>")
    out.append("<div>Categories: <span>%s</span>%s</div>" % (
        e(", ".join(categories)), "".join('<meta content="%s" itemprop="recipeCategory">' % e(x) for x in categories)))
    out.append("<div>Collections: <span>%s</span>%s</div>" % (
        e(", ".join(collections)),
        "".join('<meta content="%s" itemprop="recipeCollection">' % e(x) for x in collections)))
    if source_link:
        source = '<a href="%s">%s</a>' % (e(s.url), e(s.url))
    else:
        source = e(s.author)
    out.append('<div>Source: <span itemprop="recipeSource">%s</span></div>' % source)
    out.append('<div>Serving size: <span itemprop="recipeYield">%s</span></div>' % e(s.yield_text))
    prep_text, prep_iso = rk_duration(s.prep)
    cook_text, cook_iso = rk_duration(s.cook)
    out.append('<div>Preparation time: <span>%s</span><meta content="%s" itemprop="prepTime"></div>' % (prep_text, prep_iso))
    out.append('<div>Cooking time: <span>%s</span><meta content="%s" itemprop="cookTime"></div>' % (cook_text, cook_iso))
    out.append("</td></tr>")
    out.append('<tr><td style="vertical-align:top;width:250px"><h3>Ingredients</h3>'
               '<div class="recipe-ingredients" itemprop="recipeIngredients">')
    for index, (heading, lines) in enumerate(ingredient_groups):
        if heading:
            if index:
                out.append("<p></p>")
            out.append("<p><b>%s</b></p>" % e(heading))
        out += ["<p>%s</p>" % e(line) for line in lines]
    out.append("<p></p></div></td>")
    out.append('<td style="vertical-align:top"><h3>Directions</h3><div itemprop="recipeDirections">')
    for n, (_, text) in enumerate(s.steps, 1):
        out.append("<p>%s%s</p><p></p>" % ("%d. " % n if numbered else "", e(text)))
    out.append("</div></td></tr></table>")
    if notes:
        out.append("<h3>Notes</h3>")
    out.append('<div class="recipe-notes" itemprop="recipeNotes">%s</div>' % "".join("<p>%s</p>" % e(n) for n in notes))
    if nutrition:
        out.append("<h3>Nutrition</h3><div>Amount per serving</div>")
        for prop, label, unit, key in RK_NUTRITION:
            if key and nutrition.get(key):
                value = re.match(r"[\d.]+", nutrition[key]).group()
                out.append('<div>%s: %s%s<meta content="%s" itemprop="%s"></div>' % (label, value, unit, value, prop))
    out.append("<h3>Photos</h3>")
    for n, src in enumerate(photos):
        out.append('<div class="recipe-photos-div"><img src="%s" class="recipe-photos" itemprop=photo%d /></div>' % (src, n))
    out.append("<hr /></div>")
    return "".join(out)


def recipekeeper(k, p, g):
    p_photo = "images/%s_0.jpg" % p.id
    g_photos = ["images/%s_0.jpg" % g.id, "images/%s_1.jpg" % g.id]
    body = "".join([
        rk_recipe(k, favourite=True, courses=[k.category], categories=k.keywords, source_link=False,
                  ingredient_groups=[(None, k.ingredients)], notes=sentences(k.description)),
        rk_recipe(p, photos=[p_photo], courses=[p.category], categories=p.keywords, collections=[p.cuisine],
                  ingredient_groups=p.groups),
        rk_recipe(g, photos=g_photos, courses=[g.category], categories=g.keywords, collections=[g.cuisine],
                  ingredient_groups=[(None, g.ingredients)], numbered=False, nutrition=g.nutrition),
    ])
    html_text = "<!DOCTYPE html><html><head>" + RK_STYLE + "</head><body>" + body + "</body></html>"
    z = Zip(create_system=0)
    z.file("recipes.html", html_text.encode("utf-8"))
    z.file(p_photo, PHOTOS["pelmeni"])
    z.file(g_photos[0], PHOTOS["greek-salad"])
    z.file(g_photos[1], PHOTOS["greek-salad-2"])
    data = z.close()

    def expect(s, category, tags, ingredients, notes, source, author, photo):
        return {
            "name": s.name, "summary": "", "category": category, "cuisine": None, "tags": tags,
            "yield": {"text": s.yield_text, "servings": RecipeYield_leading(s.yield_text)},
            "prepMinutes": s.prep, "cookMinutes": s.cook, "totalMinutes": None,
            "ingredients": ingredients, "steps": [{"text": t, "section": None} for _, t in s.steps],
            "notes": notes, "sourceURL": source, "author": author, "rating": float(s.stars()) or None,
            "photo": photo, "externalID": "recipekeeper:" + s.id,
        }

    expected = [
        expect(k, k.category, k.keywords, plain(k.ingredients), "\n".join(sentences(k.description)), None, k.author, None),
        expect(p, p.category, p.keywords + [p.cuisine], p.grouped_lines(), "", p.url, None, p_photo),
        expect(g, g.category, g.keywords + [g.cuisine], plain(g.ingredients), "", g.url, None, g_photos[0]),
    ]
    return data, {"format": "Recipe Keeper", "recipes": expected,
                  "other photos (Larder keeps one)": {g.name: g_photos[1:]}}


def RecipeYield_leading(text):
    m = re.search(r"\d+", text)
    return int(m.group()) if m and int(m.group()) > 0 else None


# --------------------------------------------------------------------------
# My Recipe Box: one CSV file
# --------------------------------------------------------------------------

MRB_HEADER = ["title", "description", "preparationTime", "cookingTime", "inactiveTime", "totalTime", "quantity",
              "ingredients", "instructions", "notes", "nutrition", "favorite", "rating", "categories", "tags",
              "video", "source", "originalPicture", ""]


def mrb_row(s, description, notes, tags="", favorite=False, picture="", nutrition="", blank_line_groups=False):
    if blank_line_groups:
        parts = []
        for heading, lines in s.groups:
            parts.append("\n".join(([heading + ":"] if heading else []) + lines))
        ingredients = "\n\n".join(parts)
    else:
        ingredients = "\n".join(s.ingredients)
    instructions = "".join(t + "\n\n" for _, t in s.steps)[:-1]  # paragraphs, one blank line apart
    categories = ";".join(x for x in (s.category, s.cuisine) if x)
    fields = [s.name, description, str(s.prep or ""), str(s.cook or ""), "", str(s.total or ""),
              str(s.servings or ""), ingredients, instructions, notes, nutrition,
              "true" if favorite else "false", "", categories, tags]
    if tags:
        # My Recipe Box shifts a row with tags by one field: an empty field after
        # `tags`, and no empty field at the end of the row.
        return fields + ["", "", s.url, picture]
    return fields + ["", s.url, picture, ""]


def myrecipebox(k, p, g):
    nutrition = "\n".join("%s : %s" % (name, g.nutrition[key]) for key, name in
                          (("calories", "calories"), ("fatContent", "fat")))
    rows = [
        mrb_row(k, description="", notes="\n".join(sentences(k.description))),
        mrb_row(p, description=p.description, notes="", picture="https://example.org/img/pelmeni.jpg",
                blank_line_groups=True),
        mrb_row(g, description=g.description, notes="", tags=g.keywords[0], favorite=True,
                picture="https://example.org/img/greek-salad.jpg", nutrition=nutrition),
    ]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(MRB_HEADER)
    for row in rows:
        writer.writerow(row)
    data = buffer.getvalue().encode("utf-8")

    def expect(s, summary, notes, ingredients, tags, picture):
        return {
            "name": s.name, "summary": summary, "category": s.category, "cuisine": None,
            "tags": ([s.cuisine] if s.cuisine else []) + tags,
            "yield": {"text": str(s.servings), "servings": s.servings},
            "prepMinutes": s.prep, "cookMinutes": s.cook, "totalMinutes": s.total,
            "ingredients": ingredients, "steps": [{"text": t, "section": None} for _, t in s.steps],
            "notes": notes, "sourceURL": s.url, "rating": None, "photo": None,
            "photoURL (not fetched)": picture or None,
        }

    expected = [
        expect(k, "", "\n".join(sentences(k.description)), plain(k.ingredients), [], ""),
        expect(p, p.description, "", p.grouped_lines(), [], "https://example.org/img/pelmeni.jpg"),
        expect(g, g.description, "", plain(g.ingredients), [g.keywords[0]], "https://example.org/img/greek-salad.jpg"),
    ]
    return data, {"format": "My Recipe Box", "recipes": expected}


# --------------------------------------------------------------------------

def main(argv):
    if len(argv) > 1 and argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = argv[1] if len(argv) > 1 else os.path.join(repository, "Tests", "Fixtures", "apps")
    sample_dir = argv[2] if len(argv) > 2 else os.path.join(repository, "data", "recipes")
    os.makedirs(out_dir, exist_ok=True)
    k, p, c, g = samples(sample_dir)

    expected = {}
    for file_name, (data, summary) in [
        ("chowdown.zip", chowdown(k, p, c)),
        ("copymethat.zip", copymethat(k, p, c)),
        ("plantoeat.zip", plantoeat(k, p, g)),
        ("recipekeeper.zip", recipekeeper(k, p, g)),
        ("myrecipebox.csv", myrecipebox(k, p, g)),
    ]:
        with open(os.path.join(out_dir, file_name), "wb") as f:
            f.write(data)
        keys = ["name", "summary", "yield", "category", "cuisine", "tags", "prepMinutes", "cookMinutes",
                "totalMinutes", "ingredients", "steps", "notes", "sourceURL", "author", "rating", "photo"]
        summary["recipes"] = [dict([(key, r.get(key)) for key in keys]
                                   + [(key, v) for key, v in r.items() if key not in keys])
                              for r in summary["recipes"]]
        summary["sha256"] = hashlib.sha256(data).hexdigest()
        expected[file_name] = summary
    with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False, indent=2)
        f.write("\n")
    for name in sorted(expected):
        print("%-18s %s  %d recipes" % (name, expected[name]["sha256"][:16], len(expected[name]["recipes"])))


if __name__ == "__main__":
    main(sys.argv)
