# shellcheck shell=bash
# The SMTP catcher (npm workspace infra/mail-catcher): SMTP in, JSON API and an HTML page out.
# Caught mail: .data/mail/*.json.

MAIL_PKG="$ROOT/infra/mail-catcher"
MAIL_SMTP_PORT="$(url_port "${SMTP_URL:-smtp://127.0.0.1:1025}")"
MAIL_HTTP_PORT="${MAIL_CATCHER_HTTP_PORT:-8025}"

mail_external_var() { echo SMTP_URL; }
mail_addr() { echo "smtp://127.0.0.1:$MAIL_SMTP_PORT, http://127.0.0.1:$MAIL_HTTP_PORT"; }
mail_ports() { echo "$MAIL_SMTP_PORT $MAIL_HTTP_PORT"; }
mail_marker() { echo "$MAIL_PKG/dist/main.js"; }
mail_timeout() { echo 30; }
mail_deps() { :; }

mail_resolves() {
  (cd "$MAIL_PKG" && node -e "for (const m of process.argv.slice(1)) require.resolve(m)" "$@") 2>/dev/null
}

mail_prepare() {
  command -v node >/dev/null || die "mail: node is not on PATH"
  if ! mail_resolves smtp-server mailparser; then
    # Normally `npm install` at the repo root has done this (the package is a workspace).
    if grep -q '"infra/mail-catcher"' "$ROOT/package.json"; then
      say "mail: installing its npm dependencies (npm install --workspace infra/mail-catcher)"
      (cd "$ROOT" && npm install --workspace infra/mail-catcher --no-audit --no-fund --loglevel=error)
    else
      say "mail: not an npm workspace of the root; installing its dependencies in infra/mail-catcher"
      (cd "$MAIL_PKG" && npm install --no-package-lock --no-audit --no-fund --loglevel=error)
    fi
    mail_resolves smtp-server mailparser || die "mail: smtp-server/mailparser still not installed"
  fi
  local stamp="$MAIL_PKG/dist/.build-stamp"
  if [[ ! -f "$MAIL_PKG/dist/main.js" || ! -f "$stamp" || -n "$(find "$MAIL_PKG/src" "$MAIL_PKG/tsconfig.json" \
    "$ROOT/tsconfig.base.json" -newer "$stamp" -not -name '*.spec.ts' 2>/dev/null | head -n 1)" ]]; then
    local tsc
    tsc="$(cd "$MAIL_PKG" && node -p "require.resolve('typescript/bin/tsc')" 2>/dev/null)" ||
      die "mail: typescript is not installed; run npm install at the repo root"
    say "mail: building infra/mail-catcher"
    (cd "$ROOT" && node "$tsc" -p infra/mail-catcher) || die "mail: tsc -p infra/mail-catcher failed"
    touch "$stamp"
  fi
}

mail_launch() {
  MAIL_CATCHER_HOST=127.0.0.1 MAIL_CATCHER_SMTP_PORT="$MAIL_SMTP_PORT" MAIL_CATCHER_HTTP_PORT="$MAIL_HTTP_PORT" \
    MAIL_CATCHER_DATA_DIR="$DATA/mail" launch mail node "$MAIL_PKG/dist/main.js"
}

mail_healthy() {
  tcp_open 127.0.0.1 "$MAIL_SMTP_PORT" &&
    node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
      "http://127.0.0.1:$MAIL_HTTP_PORT/healthz"
}

mail_stop() { stop_pid mail "$1" 10; }
