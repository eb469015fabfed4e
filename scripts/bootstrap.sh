#!/usr/bin/env bash
# Installs what the two commands need before any TypeScript runs: a recent enough Node.js
# and the workspace's npm dependencies (again only when package-lock.json changed).
set -euo pipefail
cd "$(dirname "$0")/.."

required="20.19.0"
current="$(node -p 'process.versions.node')"
if [ "$(printf '%s\n%s\n' "$required" "$current" | sort -V | head -n1)" != "$required" ]; then
  echo "Node.js >= $required is required (found $current)." >&2
  exit 1
fi

stamp=node_modules/.overlap-installed
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  echo "› installing npm dependencies"
  # `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional binaries,
  # so the lock cannot list them and `npm ci` refuses it (docs/adr/001). Versions stay pinned.
  npm install --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
