# shellcheck shell=bash
# The local Stripe API (ADR 019): stripe-mock, built with `go install` at the pinned version into
# .cache/bin/stripe-mock by tools.sh, behind stripe/stripe-local.mjs, which keeps the objects this
# stack creates (stripe-mock is stateless) and creates the demo catalogue. State: .data/stripe.

STRIPE_LOCAL_PORT="$(url_port "${STRIPE_API_BASE:-http://127.0.0.1:12111}")"
STRIPE_MOCK_PORT="${STRIPE_MOCK_PORT:-12110}"
STRIPE_LOCAL_SCRIPT="$HERE/stripe/stripe-local.mjs"

stripe_external_var() { echo STRIPE_API_BASE; }
stripe_addr() { echo "http://127.0.0.1:$STRIPE_LOCAL_PORT"; }
stripe_ports() { echo "$STRIPE_LOCAL_PORT $STRIPE_MOCK_PORT"; }
stripe_marker() { echo "$STRIPE_LOCAL_SCRIPT"; }
stripe_timeout() { echo 30; }
stripe_deps() { :; }

stripe_prepare() {
  command -v node >/dev/null || die "stripe: node is not on PATH"
  STRIPE_MOCK_BIN="$(bash "$HERE/tools.sh" stripe-mock)" || die "stripe: building stripe-mock failed"
}

stripe_launch() {
  mkdir -p "$DATA/stripe"
  # Session addresses point at the hosted-pages stand-in (part stripe-pages), as Stripe's point at its own pages.
  local pages="http://localhost:${STRIPE_PAGES_PORT:-12112}"
  STRIPE_LOCAL_PORT="$STRIPE_LOCAL_PORT" STRIPE_MOCK_PORT="$STRIPE_MOCK_PORT" STRIPE_MOCK_BIN="$STRIPE_MOCK_BIN" \
    STRIPE_LOCAL_CHECKOUT_URL="$pages/checkout" STRIPE_LOCAL_PORTAL_URL="$pages/portal" \
    STRIPE_LOCAL_STATE="$DATA/stripe/objects.json" launch stripe node "$STRIPE_LOCAL_SCRIPT"
}

# Healthy once the demo catalogue answers through the layer.
stripe_healthy() {
  tcp_open 127.0.0.1 "$STRIPE_LOCAL_PORT" &&
    node -e 'fetch(process.argv[1], { headers: { authorization: "Bearer sk_test_health" } }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
      "http://127.0.0.1:$STRIPE_LOCAL_PORT/v1/prices/price_overlap_monthly" 2>/dev/null
}

stripe_stop() { stop_pid stripe "$1" 10; }
