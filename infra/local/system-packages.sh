#!/usr/bin/env bash
# Debian 12 packages the project needs on a fresh machine (no Docker): browser + fonts for
# screenshots, Tesseract OCR (the on-device screenshot reader, ADR 028), PostgreSQL server,
# JDK/Maven for Kafka, Go for FerretDB and the Go tools, python for the calendar conformance
# test's oracle.
# Idempotent and quiet: installs only what is missing (or not at its pinned version), so it can
# run before every test run. Installing needs root (or sudo).
#   bash infra/local/system-packages.sh
set -euo pipefail

# shellcheck source=versions.env
source "$(dirname "$0")/versions.env"

# A package=version entry is pinned (infra/local/versions.env): the deployed image installs the
# same version (Dockerfile; scripts/test/image-packages.int.spec.ts keeps the two equal).
wanted=(
  ca-certificates curl procps iproute2
  chromium fonts-liberation fonts-noto-cjk # headless screenshots, incl. Chinese UI text
  # On-device screenshot reader (ADR 028): Tesseract and the six UI languages' data.
  "tesseract-ocr=$TESSERACT_OCR_VERSION"
  "tesseract-ocr-eng=$TESSERACT_OCR_DATA_VERSION" "tesseract-ocr-dan=$TESSERACT_OCR_DATA_VERSION"
  "tesseract-ocr-deu=$TESSERACT_OCR_DATA_VERSION" "tesseract-ocr-spa=$TESSERACT_OCR_DATA_VERSION"
  "tesseract-ocr-fra=$TESSERACT_OCR_DATA_VERSION" "tesseract-ocr-chi-sim=$TESSERACT_OCR_DATA_VERSION"
  postgresql                               # server binaries; stack.sh runs its own cluster
  python3 python3-venv                     # the calendar oracle's virtual environment (calendar-oracle.sh)
)
command -v java >/dev/null || wanted+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null || wanted+=(maven)
# Debian's golang-go is 1.19: enough for nothing here (FerretDB needs 1.24+), but better than none.
command -v go >/dev/null || wanted+=(golang-go)

missing=()
for entry in "${wanted[@]}"; do
  pkg="${entry%%=*}"
  state="$(dpkg-query -W -f='${Status} ${Version}' "$pkg" 2>/dev/null || true)"
  if [[ "$entry" == *=* ]]; then
    [[ "$state" == "install ok installed ${entry#*=}" ]] || missing+=("$entry")
  else
    [[ "$state" == "install ok installed "* ]] || missing+=("$entry")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "system-packages: all present"
  exit 0
fi

SUDO=
if [[ $EUID -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "system-packages: run as root to install ${missing[*]}" >&2; exit 1; }
  SUDO=sudo
fi

# Debian would create and start a "main" PostgreSQL cluster on 5432 at install time;
# infra/local/stack.sh runs its own under .data/postgres instead.
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  $SUDO mkdir -p /etc/postgresql-common/createcluster.d
  echo "create_main_cluster = false" |
    $SUDO tee /etc/postgresql-common/createcluster.d/50-overlap-no-main-cluster.conf >/dev/null
fi

echo "system-packages: installing ${missing[*]}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! { $SUDO apt-get update -qq &&
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "system-packages: apt-get failed" >&2
  exit 1
fi
echo "system-packages: done"
if command -v go >/dev/null && ! go version | grep -qE 'go1\.(2[4-9]|[3-9][0-9])'; then
  echo "system-packages: warning: $(go version) is older than Go 1.24, which FerretDB needs" >&2
fi
