# shellcheck shell=bash
# The local stand-in for Stripe's hosted Checkout and Customer Portal pages
# (packages/test-support/src/stripe-hosted-pages): billing's session addresses point here locally;
# paying or changing the plan posts signed events to billing's webhook through the gateway.
# Never deployed. Customer -> subscription record: .data/stripe-pages/subscriptions.json.

STRIPE_PAGES_PORT="${STRIPE_PAGES_PORT:-12112}"
STRIPE_PAGES_MAIN="$ROOT/packages/test-support/src/stripe-hosted-pages/main.ts"

stripe-pages_external_var() { echo STRIPE_PAGES_URL; }
stripe-pages_addr() { echo "http://localhost:$STRIPE_PAGES_PORT"; }
stripe-pages_ports() { echo "$STRIPE_PAGES_PORT"; }
stripe-pages_marker() { echo "$STRIPE_PAGES_MAIN"; }
stripe-pages_timeout() { echo 30; }
stripe-pages_deps() { echo stripe; }

stripe-pages_prepare() {
  command -v node >/dev/null || die "stripe-pages: node is not on PATH"
  [[ -f "$ROOT/node_modules/tsx/dist/cli.mjs" ]] || die "stripe-pages: tsx is not installed; run npm install at the repo root"
}

stripe-pages_launch() {
  mkdir -p "$DATA/stripe-pages"
  STRIPE_PAGES_PORT="$STRIPE_PAGES_PORT" STRIPE_PAGES_STATE="$DATA/stripe-pages/subscriptions.json" \
    launch stripe-pages node "$ROOT/node_modules/tsx/dist/cli.mjs" "$STRIPE_PAGES_MAIN"
}

stripe-pages_healthy() {
  node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    "http://127.0.0.1:$STRIPE_PAGES_PORT/healthz" 2>/dev/null
}

stripe-pages_stop() { stop_pid stripe-pages "$1" 10; }
