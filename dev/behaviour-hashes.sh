#!/usr/bin/env bash
# Runs one fixed list of wfc commands with the ./wfc of REPO and prints the SHA-256 of every file they write, so
# that a refactor can prove it keeps every output byte: run it on the commit before and after, then diff.
#   dev/behaviour-hashes.sh REPO OUT_DIR [SAMPLES_DIR]     (REPO must be built: mvn -q package -DskipTests)
# Fields that differ between runs by design are dropped before hashing: manifest `millis` (and the line order,
# which is completion order), run.json `command`/`java`/`threads`/`specFile` (the spec's absolute path, which holds
# OUT_DIR), statistics of solve times. Everything else, including stdout of `wfc rules`, is hashed as written.
set -euo pipefail
# The samples folder by its physical path (links resolved), since four run.json files record it: a checkout reached
# through a link, or a worktree whose ../shared is a link, then hashes as the main checkout does.
repo="$(cd "$1" && pwd)"; out="$2"; samples="$(cd "${3:-$(dirname "$0")/../../shared/wfc-samples}" && pwd -P)"
wfc="$repo/wfc"; S="$samples/samples"; T="$samples/tilesets"
rm -rf "$out"; mkdir -p "$out/specs"
q() { "$wfc" "$@" > /dev/null; }

cat > "$out/specs/flowers.json" <<JSON
{"model": "overlapping", "sample": "$S/Flowers.png", "symmetry": 2, "ground": true, "periodic": true, "size": 32}
JSON
cat > "$out/specs/knots.json" <<JSON
{"model": "tiled", "tileset": "$T/Knots.xml", "subset": "Standard", "size": 12,
 "border": [{"edges": "all", "tiles": "empty"}], "pins": [{"x": 6, "y": 6, "tile": "cross"}], "backtrack": true}
JSON
cat > "$out/specs/summer.json" <<JSON
{"model": "tiled", "tileset": "$T/Summer.xml", "size": 10}
JSON
cat > "$out/specs/learned-png.json" <<JSON
{"model": "learned", "examples": ["$S/Knot.png"], "symmetry": 8, "periodicInput": true, "scale": 2, "size": 20}
JSON
printf '~~~~~~~~\n~~..##~~\n~..###.~\n~..###.~\n~~....~~\n~~~~~~~~\n' > "$out/specs/island.txt"
cat > "$out/specs/learned-txt.json" <<JSON
{"model": "learned", "examples": ["island.txt"], "periodicInput": true, "size": 16}
JSON
cat > "$out/specs/limited.json" <<JSON
{"model": "overlapping", "size": 24, "limit": 60, "heuristic": "mrv", "propagator": "ac4"}
JSON

q corpus --count 6 --out "$out/c-default" --formats png,json --threads 2 --quiet
q corpus "$out/specs/flowers.json" --count 5 --out "$out/c-flowers" --formats png,json --master-seed 11 --quiet
q corpus "$out/specs/knots.json" --count 5 --out "$out/c-knots" --formats png,json,txt,tmj --quiet
q corpus "$out/specs/summer.json" --count 3 --out "$out/c-summer" --formats png,json,txt,tmj --quiet
q corpus "$out/specs/learned-png.json" --count 3 --out "$out/c-learned-png" --formats png,json,tmj --quiet
q corpus "$out/specs/learned-txt.json" --count 3 --out "$out/c-learned-txt" --formats txt,json --quiet
q corpus "$out/specs/limited.json" --count 3 --out "$out/c-limited" --formats png,json --start-index 4 --quiet
q overlapping "$S/Flowers.png" --symmetry 2 --ground --periodic --size 40 --seed 7 --out "$out/single/flowers.png"
q overlapping --size 20 --seed 5 --backtrack --out "$out/single/builtin.png"
q tiled "$T/Circuit.xml" --subset Turnless --size 16 --seed 3 --out "$out/single/circuit.png" \
  --json "$out/single/circuit.json" --text "$out/single/circuit.txt"
q tiled "$T/Knots.xml" --size 10 --seed 9 --border all=empty --count 'cross=1..3' --out "$out/single/knots.png"
q learn "$S/Skyline.png" --size 30 --seed 4 --scale 2 --out "$out/single/skyline.png" --json "$out/single/skyline.json"
q learn "$out/specs/island.txt" --periodic-input --size 12 --seed 2 --out "$out/single/island.txt"
# Exit 3: one Knots subset finds no map in its 10 seeds, which is part of what is compared.
"$wfc" samples "$samples/samples.xml" --only Flowers --only Knots --only Summer --size-cap 24 --json \
  --out "$out/samples" > /dev/null || [ $? -eq 3 ]
q animate overlapping --seed 3 --size 16 --view both --out "$out/anim/builtin.gif" --frames "$out/anim/frames"
q animate tiled "$T/Knots.xml" --subset Standard --size 8 --seed 1 --out "$out/anim/knots.gif"
q animate learn "$S/Skyline.png" --size 12 --seed 1 --out "$out/anim/skyline.gif"
mkdir -p "$out/rules"
"$wfc" rules overlapping "$S/Flowers.png" --symmetry 2 --ground --sheet "$out/rules/flowers.png" \
  --json "$out/rules/flowers.json" > "$out/rules/flowers.md"
"$wfc" rules tiled "$T/Knots.xml" --sheet "$out/rules/knots.png" --json "$out/rules/knots.json" > "$out/rules/knots.md"
"$wfc" rules learn "$out/specs/island.txt" --json "$out/rules/island.json" > "$out/rules/island.md"
q stats "$out/c-flowers" --spec "$out/specs/flowers.json" --out "$out/stats-flowers"
q stats "$out/c-knots" --spec "$out/specs/knots.json" --out "$out/stats-knots"

# Normalise what differs between runs by design, then hash: the output folder's own path in reports, manifest
# `millis` and line order (completion order), run.json's `command`, `java`, `threads` and `specFile`, and the
# solve-time section of the statistics (times.png and the table under stats.md's time heading).
for m in "$out"/c-*/manifest.jsonl; do jq -c 'del(.millis)' "$m" | sort > "$m.norm" && rm "$m"; done
for r in "$out"/c-*/run.json; do jq 'del(.command, .java, .threads, .specFile)' "$r" > "$r.norm" && rm "$r"; done
rm -f "$out"/stats-*/times.png
python3 - "$out" <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[1]).resolve()
for f in list(out.glob("rules/*.md")) + list(out.glob("stats-*/stats.*")):
    text = f.read_text(encoding="utf-8").replace(str(out), "OUT")
    if f.name == "stats.md":   # drop the section whose heading speaks of time, up to the next heading
        text = re.sub(r"(?ms)^## [^\n]*[Tt]ime[^\n]*\n.*?(?=^## )", "", text)
    if f.name == "stats.json":
        text = re.sub(r'(?s)"(millis|times?)"\s*:\s*\{.*?\}', '"times": null', text)
    f.with_name(f.name + ".norm").write_text(text, encoding="utf-8"); f.unlink()
PY
(cd "$out" && find . -type f ! -path './specs/*' | LC_ALL=C sort | xargs sha256sum)
