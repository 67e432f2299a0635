#!/usr/bin/env bash
# dev/startup-times.sh REPO_DIR [REPO_DIR...] [-n RUNS]     (each REPO_DIR built: mvn -q package -DskipTests)
# Whole-process start-up of wfc (issue 18, target 1). For each of three commands (--version, the 8x8 overlapping map
# of the built-in sample, the cold Rooms 500x500 map of seed 3), RUNS rounds (default 15) in which every REPO_DIR's
# ./wfc runs once, the order of the dirs rotated each round (before/after interleaved). Each run is timed by
# /usr/bin/time -f "%e %U %S"; prints min and median of wall and of CPU (user + system) per command and dir.
# JAVA_OPTS is passed through; WFC_SAMPLES names the classic samples folder (default: ../shared/wfc-samples beside the
# repository). Outputs go to a temporary folder, removed at the end.
set -euo pipefail
runs=15
dirs=()
while (($#)); do
  case "$1" in
    -n) runs="$2"; shift 2 ;;
    *) dirs+=("$(cd "$1" && pwd)"); shift ;;
  esac
done
((${#dirs[@]})) || { echo "usage: startup-times.sh REPO_DIR [REPO_DIR...] [-n RUNS]" >&2; exit 2; }
rooms="${WFC_SAMPLES:-$(cd "$(dirname "$0")/../.." 2>/dev/null && pwd || true)/shared/wfc-samples}/samples/Rooms.png"
[[ -f "$rooms" ]] || { echo "startup-times.sh: $rooms: no such file (expected: WFC_SAMPLES=the classic samples folder)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command_of() {
  case "$1" in
    version) echo "--version" ;;
    map8) echo "overlapping --size 8 --out $work/x.png" ;;
    rooms500) echo "overlapping $rooms --symmetry 8 --periodic --size 500 --seed 3 --out $work/r.png" ;;
  esac
}
stats() {
  sort -n | awk '{ v[NR] = $1 } END { printf "min %.2f median %.2f", v[1], (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo "# $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg) runs: $runs java: $(java -version 2>&1 | head -1)"
for name in version map8 rooms500; do
  read -r -a args <<<"$(command_of "$name")"
  n=${#dirs[@]}
  for ((r = 0; r < runs; r++)); do
    for ((k = 0; k < n; k++)); do
      i=$(((k + r) % n))
      if ! (cd "${dirs[$i]}" && /usr/bin/time -o "$work/t" -f "%e %U %S" ./wfc "${args[@]}" >/dev/null 2>"$work/err"); then
        echo "failed: ${dirs[$i]}: ./wfc ${args[*]}" >&2
        cat "$work/err" >&2
        exit 1
      fi
      tail -1 "$work/t" >>"$work/$name.$i"
    done
  done
  for ((i = 0; i < n; i++)); do
    printf "%-9s %-32s wall %s   cpu %s  (n=%d)\n" "$name" "${dirs[$i]}" \
      "$(awk '{ print $1 }' "$work/$name.$i" | stats)" "$(awk '{ print $2 + $3 }' "$work/$name.$i" | stats)" \
      "$(wc -l <"$work/$name.$i")"
  done
done
echo "# end $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
