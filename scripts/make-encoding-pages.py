#!/usr/bin/env python3
"""Writes Tests/Fixtures/pages/*.html: small saved pages in the encodings
real recipe sites use, each declaring it as such sites do. Python's codecs
encode them, so the test reads them through an implementation other than
the one Larder decodes with.

Run from the repository's root: python3 scripts/make-encoding-pages.py
"""
import json

PAGES = [
    # file, Python codec, how the page declares it, language, name, ingredients, step
    ("shift_jis.html", "shift_jis", '<meta charset="Shift_JIS">', "ja", "親子丼", ["鶏もも肉 200g", "玉ねぎ 1/2個", "卵 3個"], "だしで玉ねぎを煮て、卵でとじる。"),
    ("euc-jp.html", "euc_jp", '<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">', "ja", "肉じゃが", ["牛肉 150g", "じゃがいも 3個"], "材料を炒めてから煮込む。"),
    ("gbk.html", "gbk", '<meta http-equiv="content-type" content="text/html;charset=gb2312">', "zh", "番茄炒蛋", ["番茄 2个", "鸡蛋 3个"], "先炒鸡蛋，再加番茄。"),
    ("gb18030.html", "gb18030", '<meta charset="GB18030">', "zh", "宫保鸡丁 🌶", ["鸡胸肉 300克", "花生 50克"], "鸡丁腌制后快炒。"),
    ("big5.html", "big5", "<META CHARSET='big5'>", "zh-TW", "滷肉飯", ["豬五花 600克", "紅蔥頭 10顆"], "小火慢滷一小時。"),
    ("windows-1251.html", "cp1251", '<meta charset="windows-1251">', "ru", "Борщ", ["Свёкла 2 шт.", "Капуста 300 г"], "Варить на медленном огне."),
    ("iso-8859-1.html", "cp1252", '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">', "fr", "Crème brûlée “maison” €", ["500 ml de crème", "6 jaunes d’œufs"], "Cuire au bain-marie à 150 °C."),
    ("undeclared-1252.html", "cp1252", "", "de", "Käsespätzle", ["400 g Spätzle", "200 g Bergkäse"], "Käse schmelzen lassen."),
]

for name, codec, declaration, lang, title, ingredients, step in PAGES:
    recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": title,
              "recipeIngredient": ingredients, "recipeInstructions": [{"@type": "HowToStep", "text": step}]}
    page = ('<!DOCTYPE html>\n<html lang="%s"><head>%s<title>%s</title>\n'
            '<script type="application/ld+json">%s</script>\n</head><body><h1>%s</h1></body></html>\n'
            % (lang, declaration, title, json.dumps(recipe, ensure_ascii=False), title))
    with open("Tests/Fixtures/pages/" + name, "wb") as out:
        out.write(page.encode(codec))

# UTF-16 with a byte order mark, and no declaration.
recipe = {"@type": "Recipe", "name": "Pão de queijo", "recipeIngredient": ["250 g polvilho"]}
page = '<html lang="pt"><head><script type="application/ld+json">%s</script></head></html>' % json.dumps(recipe, ensure_ascii=False)
with open("Tests/Fixtures/pages/utf-16le-bom.html", "wb") as out:
    out.write(b"\xff\xfe" + page.encode("utf-16-le"))
