#!/usr/bin/env bash
# Installs the calendar oracle (python's recurring-ical-events, pinned in
# calendar-oracle.requirements.txt) into a virtual environment under .cache/ and prints its python.
#   bash infra/local/calendar-oracle.sh
# Only PyPI is used, through pip; the environment is rebuilt only when the pins change.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
requirements="$ROOT/infra/local/calendar-oracle.requirements.txt"
venv="$ROOT/.cache/python/calendar-oracle"
stamp="$venv/.requirements"

is_current() {
  [[ -x "$venv/bin/python" && -f "$stamp" ]] && cmp -s "$stamp" "$requirements"
}

if ! is_current; then
  mkdir -p "$ROOT/.cache/python"
  # A test and npm test's set-up may ask at once: install once, under a lock.
  exec 9>"$ROOT/.cache/python/.calendar-oracle.lock"
  flock 9
  if ! is_current; then
    command -v python3 >/dev/null || { echo "calendar-oracle: python3 is not on PATH" >&2; exit 1; }
    echo "calendar-oracle: installing the pinned packages into $venv" >&2
    rm -rf "$venv"
    log="$(mktemp)"
    if ! { python3 -m venv "$venv" &&
      "$venv/bin/pip" install --disable-pip-version-check --no-input --quiet --no-deps -r "$requirements"; } >"$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      echo "calendar-oracle: installation failed" >&2
      exit 1
    fi
    rm -f "$log"
    cp "$requirements" "$stamp"
  fi
fi

echo "$venv/bin/python"
