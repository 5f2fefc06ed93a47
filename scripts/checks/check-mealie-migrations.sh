#!/bin/sh
# check-mealie-migrations.sh DIR: imports each of Mealie's nine migration test
# fixtures (mealie's tests/data/migrations/: chowdown.zip, copymethat.zip,
# mealie.zip, myrecipebox.csv, nextcloud.zip, paprika.zip, plantoeat.zip,
# recipekeeper.zip, tandoor.zip; not kept in this repository: their recipes
# are their authors') into a temporary store, as Mealie's own migration test
# does, and checks what that test checks: every recipe imports, and the
# recipe its test looks up by slug is there. It also imports each again, which
# must leave every recipe unchanged. Prints a line per fixture; exits 1 when a
# fixture is missing from DIR or fails a check.
#
# LARDER names the larder binary (default .build/debug/larder; `make mealie-migrations` builds it).
set -u

[ $# -eq 1 ] || { echo "usage: scripts/checks/check-mealie-migrations.sh DIR (Mealie's tests/data/migrations)" >&2; exit 64; }
dir=$1
larder=${LARDER:-.build/debug/larder}
[ -x "$larder" ] || { echo "no larder binary at $larder (run make debug, or set LARDER)" >&2; exit 64; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# Reads the two import reports and the store's list of one fixture; prints its line.
cat >"$work/check.py" <<'EOF'
import json, re, sys, unicodedata
work, fixture, slug, first_status, again_status = sys.argv[1:]

def slugify(name):
    # As Mealie (python-slugify): accents dropped, lower case, other characters a hyphen.
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")

def load(name):
    try:
        with open(f"{work}/{name}", encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None

first, again, listed = load("first.json"), load("again.json"), load("list.json")
if not first:
    err = open(f"{work}/first.err", encoding="utf-8", errors="replace").read().strip()
    print(f"FAIL    {fixture:16} no import report: {err[:200]}")
    sys.exit(1)
files = first["files"]
recipes = [r for f in files for r in f["recipes"]]
formats = sorted({f.get("format") or "?" for f in files})
problems = []
if first_status != "0":
    errors = [f["error"] for f in files if f.get("error")] + [r.get("error") or "" for r in recipes if r["status"] == "failed"]
    problems.append(f"import exited {first_status}: {'; '.join(errors)[:200]}")
if not recipes:
    problems.append("no recipe imported")
match = [r for r in recipes if slugify(r.get("name") or "") == slug]
if not match:
    problems.append(f"no recipe with slug {slug} among {[r.get('name') for r in recipes]}")
count = len(listed or [])
summary = (again or {}).get("summary", {})
if again_status != "0" or summary.get("unchanged") != len(recipes) or summary.get("imported") or count != len(recipes):
    problems.append(f"a second import changed the store: {summary}, {count} recipes stored")
if problems:
    print(f"FAIL    {fixture:16} {', '.join(formats)}: " + "; ".join(problems))
    sys.exit(1)
print(f"OK      {fixture:16} {', '.join(formats)}: {len(recipes)} recipes imported, "
      f"“{match[0]['name'].strip()}” ({slug}) found; again: {summary['unchanged']} unchanged, {count} stored")
EOF

failed=0
# fixture, then the slug Mealie's test_recipe_migrations.py looks up in it.
for pair in chowdown.zip:roasted-okra copymethat.zip:spam-zoodles mealie.zip:old-fashioned-beef-stew \
            myrecipebox.csv:beef-cheese-piroshki nextcloud.zip:skillet-shepherd-s-pie \
            paprika.zip:zucchini-kartoffel-frittata plantoeat.zip:test-recipe \
            recipekeeper.zip:zucchini-bread tandoor.zip:texas-red-chili; do
    fixture=${pair%%:*} slug=${pair#*:}
    if [ ! -f "$dir/$fixture" ]; then
        printf 'MISSING %-16s not in %s: not checked\n' "$fixture" "$dir"
        failed=1
        continue
    fi
    store="$work/${fixture%%.*}.sqlite"
    LARDER_STORE=$store "$larder" import --json "$dir/$fixture" >"$work/first.json" 2>"$work/first.err"
    first=$?
    LARDER_STORE=$store "$larder" import --json "$dir/$fixture" >"$work/again.json" 2>"$work/again.err"
    again=$?
    LARDER_STORE=$store "$larder" list --json >"$work/list.json" 2>>"$work/first.err"
    python3 "$work/check.py" "$work" "$fixture" "$slug" "$first" "$again" || failed=1
done
exit $failed
