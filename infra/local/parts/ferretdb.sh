# shellcheck shell=bash
# FerretDB v1 (MongoDB wire protocol) on the `ferretdb` database of our PostgreSQL, built from
# the Go module proxy into .cache/bin/ferretdb. State: .data/ferretdb.

FERRETDB_BIN="$CACHE/bin/ferretdb"
FERRETDB_PORT="$(url_port "${MONGODB_URL:-mongodb://127.0.0.1:27017/}")"
FERRETDB_STAMP="github.com/FerretDB/FerretDB@$FERRETDB_VERSION tags=ferretdb_no_sqlite"

ferretdb_external_var() { echo MONGODB_URL; }
ferretdb_addr() { echo "mongodb://127.0.0.1:$FERRETDB_PORT/"; }
ferretdb_ports() { echo "$FERRETDB_PORT"; }
ferretdb_marker() { echo "$FERRETDB_BIN"; }
ferretdb_timeout() { echo 60; }
# Needs our postgres unless pointed at another one.
ferretdb_deps() {
  [[ -n "${FERRETDB_POSTGRESQL_URL:-}" ]] || external DATABASE_URL || echo postgres
}

# FERRETDB_POSTGRESQL_URL, else the `ferretdb` database on DATABASE_URL's server, else ours.
ferretdb_pg_url() {
  if [[ -n "${FERRETDB_POSTGRESQL_URL:-}" ]]; then
    echo "$FERRETDB_POSTGRESQL_URL"
  elif external DATABASE_URL; then
    local url="${CALLER_ENV[DATABASE_URL]}" query=""
    [[ "$url" == *\?* ]] && query="?${url#*\?}" && url="${url%%\?*}"
    local rest="${url#*://}"
    echo "${url%%://*}://${rest%%/*}/ferretdb$query"
  else
    echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/ferretdb"
  fi
}

ferretdb_prepare() {
  local stamp="$CACHE/bin/.versions/ferretdb"
  [[ -x "$FERRETDB_BIN" && "$(cat "$stamp" 2>/dev/null)" == "$FERRETDB_STAMP" ]] && return 0
  command -v go >/dev/null || die "ferretdb: go is not on PATH (Go 1.24+ is needed to build FerretDB)"
  mkdir -p "$CACHE/bin/.versions" "$CACHE/src"
  exec 7>"$CACHE/bin/.ferretdb.lock"; flock 7
  if [[ ! -x "$FERRETDB_BIN" || "$(cat "$stamp" 2>/dev/null)" != "$FERRETDB_STAMP" ]]; then
    say "ferretdb: building FerretDB $FERRETDB_VERSION from the Go module proxy (first run takes minutes)"
    local t0=$SECONDS src="$CACHE/src/ferretdb-$FERRETDB_VERSION" dir
    (
      # same Go caches as infra/local/tools.sh
      export GOPATH="$CACHE/go" GOMODCACHE="$CACHE/go/pkg/mod" GOCACHE="$CACHE/go/build"
      export GOTOOLCHAIN=local CGO_ENABLED=0 GOFLAGS=-buildvcs=false
      # `go install ...@version` cannot be used: the proxy refuses FerretDB's version list, which
      # go install reads. And the build needs build/version/version.txt, which the module lacks.
      dir="$(go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" |
        sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
      [[ -n "$dir" ]] || exit 1
      rm -rf "$src" && cp -r "$dir" "$src" && chmod -R u+w "$src"
      echo "$FERRETDB_VERSION" >"$src/build/version/version.txt"
      echo "overlap-local" >"$src/build/version/package.txt"
      cd "$src" && go build -trimpath -tags ferretdb_no_sqlite -ldflags "-s -w" -o "$FERRETDB_BIN.tmp" ./cmd/ferretdb
    ) >"$CACHE/src/ferretdb-build.log" 2>&1 ||
      { tail -n 30 "$CACHE/src/ferretdb-build.log" >&2; die "ferretdb: build failed; see $CACHE/src/ferretdb-build.log"; }
    mv -f "$FERRETDB_BIN.tmp" "$FERRETDB_BIN"
    echo "$FERRETDB_STAMP" >"$stamp"
    say "ferretdb: built in $((SECONDS - t0))s"
  fi
  exec 7>&-
}

ferretdb_launch() {
  mkdir -p "$DATA/ferretdb"
  # the URL (with its password) goes through the environment, not the command line
  FERRETDB_POSTGRESQL_URL="$(ferretdb_pg_url)" launch ferretdb "$FERRETDB_BIN" \
    --handler=postgresql --listen-addr="127.0.0.1:$FERRETDB_PORT" --state-dir="$DATA/ferretdb" \
    --telemetry=disable --debug-addr=- --log-level=info
}

# A real MongoDB `ping` command over the wire protocol (no driver needed).
ferretdb_healthy() {
  tcp_open 127.0.0.1 "$FERRETDB_PORT" && node "$HERE/parts/mongo-ping.mjs" 127.0.0.1 "$FERRETDB_PORT" 2>/dev/null
}

ferretdb_stop() { stop_pid ferretdb "$1" 20; }
