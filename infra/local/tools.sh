#!/usr/bin/env bash
# Builds a Go-based developer tool at a pinned version into .cache/bin and prints its path.
#   bash infra/local/tools.sh helm|k6|mailpit|promtool|stripe-mock
# Nothing is downloaded but Go modules (through the Go module proxy); a tool is rebuilt only
# when its binary is missing or was built from another version.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Pinned versions. infra/local/versions.env, when present, is the single registry and wins.
HELM_VERSION=v3.22.0
K6_VERSION=v1.8.1
PROMTOOL_VERSION=v0.316.0
MAILPIT_VERSION=v1.27.11
STRIPE_MOCK_VERSION=v0.203.0
if [[ -f "$ROOT/infra/local/versions.env" ]]; then
  # shellcheck disable=SC1091
  source "$ROOT/infra/local/versions.env"
fi

usage() {
  echo "usage: bash infra/local/tools.sh helm|k6|mailpit|promtool|stripe-mock" >&2
  exit 2
}
[[ $# -eq 1 ]] || usage
tool="$1"

tags=""
case "$tool" in
  helm)
    version="$HELM_VERSION"
    module="helm.sh/helm/${version%%.*}"
    package=cmd/helm
    # Set below, as helm's Makefile does: the real semver for `helm version` (skaffold parses
    # it) and the Kubernetes version of its client-go for `helm template`/`lint`.
    ldflags=""
    ;;
  k6)
    module=go.k6.io/k6
    version="$K6_VERSION"
    package=.
    ldflags="-s -w"
    ;;
  mailpit)
    module=github.com/axllent/mailpit
    version="$MAILPIT_VERSION"
    package=.
    ldflags="-s -w -X $module/config.Version=$version"
    ;;
  promtool)
    # Prometheus v3.x is published to the Go module proxy as v0.3xx (v0.316.0 = v3.16.0).
    module=github.com/prometheus/prometheus
    version="$PROMTOOL_VERSION"
    package=cmd/promtool
    ldflags="-s -w"
    # Only rules and their tests are checked: without the service-discovery plugins (cloud
    # SDKs, client-go) the build is a fraction of the full one.
    tags=remove_all_sd
    ;;
  stripe-mock)
    module=github.com/stripe/stripe-mock
    version="$STRIPE_MOCK_VERSION"
    package=.
    ldflags="-s -w"
    ;;
  *) usage ;;
esac

CACHE="$ROOT/.cache"
export GOBIN="$CACHE/bin"
export GOPATH="$CACHE/go"
export GOMODCACHE="$CACHE/go/pkg/mod"
export GOCACHE="$CACHE/go/build"
export CGO_ENABLED=0
export GOFLAGS=""
mkdir -p "$GOBIN" "$GOBIN/.versions"

binary="$GOBIN/$tool"
stamp="$GOBIN/.versions/$tool"
wanted="$module@$version${tags:+ tags=$tags}"

is_current() {
  [[ -x "$binary" && -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]
}

if ! is_current; then
  # Two callers (the stack and a test, say) may ask at once: build once, under a lock.
  exec 9>"$GOBIN/.$tool.lock"
  flock 9
  if ! is_current; then
    command -v go >/dev/null || { echo "tools.sh: go is not on PATH (Go 1.22+ needed)" >&2; exit 1; }
    echo "tools.sh: building $wanted (first run takes minutes)" >&2
    started=$SECONDS
    if [[ "$tool" == helm ]]; then
      gomod="$(go mod download -json "$wanted" | sed -n 's/^[[:space:]]*"GoMod": "\(.*\)",\{0,1\}$/\1/p')"
      k8s_minor="$(sed -n 's/^[[:space:]]*k8s\.io\/client-go v0\.\([0-9]*\)\..*/\1/p' "$gomod")"
      [[ -n "$k8s_minor" ]] || { echo "tools.sh: no k8s.io/client-go version in $gomod" >&2; exit 1; }
      ldflags="-s -w -X $module/internal/version.version=$version"
      for pkg in "$module/pkg/lint/rules" "$module/pkg/chartutil"; do
        ldflags+=" -X $pkg.k8sVersionMajor=1 -X $pkg.k8sVersionMinor=$k8s_minor"
      done
    fi
    import_path="$module"
    [[ "$package" != "." ]] && import_path="$module/$package"
    log="$(mktemp)"
    if ! go install -trimpath -tags "$tags" -ldflags "$ldflags" "$import_path@$version" 2>"$log"; then
      if grep -qE 'replace directives|must not contain directives' "$log"; then
        # go install refuses modules whose go.mod has replace directives: build inside the
        # downloaded module instead, where those directives apply.
        dir="$(go mod download -json "$wanted" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
        [[ -n "$dir" ]] || { echo "tools.sh: could not download $wanted" >&2; exit 1; }
        (cd "$dir" && go build -trimpath -tags "$tags" -ldflags "$ldflags" -o "$binary" "./$package")
      else
        cat "$log" >&2
        rm -f "$log"
        exit 1
      fi
    fi
    rm -f "$log"
    # go install names the binary after the package directory; make the name predictable.
    built="$GOBIN/$(basename "$import_path")"
    if [[ "$built" != "$binary" && -x "$built" ]]; then mv -f "$built" "$binary"; fi
    echo "$wanted" >"$stamp"
    echo "tools.sh: built $tool $version in $((SECONDS - started))s" >&2
  fi
fi

echo "$binary"
