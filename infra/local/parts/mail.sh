# shellcheck shell=bash
# Mailpit (ADR 035): SMTP in, mail read through its API (/api/v1/...), built with `go install` at
# the pinned version into .cache/bin/mailpit by tools.sh. Caught mail: .data/mail/mailpit.db.

MAIL_SMTP_PORT="$(url_port "${SMTP_URL:-smtp://127.0.0.1:1025}")"
MAIL_HTTP_PORT="${MAIL_CATCHER_HTTP_PORT:-8025}"
MAILPIT_BIN="$CACHE/bin/mailpit"

mail_external_var() { echo SMTP_URL; }
mail_addr() { echo "smtp://127.0.0.1:$MAIL_SMTP_PORT, http://127.0.0.1:$MAIL_HTTP_PORT"; }
mail_ports() { echo "$MAIL_SMTP_PORT $MAIL_HTTP_PORT"; }
mail_marker() { echo "$MAILPIT_BIN --listen 127.0.0.1:$MAIL_HTTP_PORT"; }
mail_timeout() { echo 30; }
mail_deps() { :; }

mail_prepare() {
  MAILPIT_BIN="$(bash "$HERE/tools.sh" mailpit)" || die "mail: building mailpit failed"
  mkdir -p "$DATA/mail"
}

# Test runs send thousands of mails; Mailpit's default keeps only the newest 500.
mail_launch() {
  launch mail "$MAILPIT_BIN" --listen "127.0.0.1:$MAIL_HTTP_PORT" --smtp "127.0.0.1:$MAIL_SMTP_PORT" \
    --database "$DATA/mail/mailpit.db" --max 20000 --smtp-auth-accept-any --smtp-auth-allow-insecure \
    --disable-version-check --quiet
}

mail_healthy() {
  tcp_open 127.0.0.1 "$MAIL_SMTP_PORT" && "$MAILPIT_BIN" readyz --listen "127.0.0.1:$MAIL_HTTP_PORT" >/dev/null 2>&1
}

mail_stop() { stop_pid mail "$1" 10; }
