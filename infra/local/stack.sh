#!/usr/bin/env bash
# Local infrastructure for Overlap, without Docker:
#   bash infra/local/stack.sh start|stop|status|restart [postgres|kafka|ferretdb|mail|stripe|stripe-pages ...]
#   bash infra/local/stack.sh kafka-tool <main class> [args...]   (e.g. org.apache.kafka.tools.TopicCommand --list ...)
# Default: all parts, started in dependency order (postgres, kafka, ferretdb, mail, stripe, stripe-pages) and stopped
# in reverse. Ports come from the repo-root .env. A part whose address the caller's environment
# points elsewhere (DATABASE_URL, KAFKA_BROKERS, MONGODB_URL, SMTP_URL, STRIPE_API_BASE set to a value other than
# .env's) is external and not run here. Everything fetched is pinned in versions.env and cached
# under .cache/; data, logs and pids live under .data/. See README.md.
set -euo pipefail
set +m # no job control: `setsid cmd &` must not fork again, so $! is the daemon's pid

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/infra/local"
CACHE="$ROOT/.cache"
DATA="$ROOT/.data"
LOGS="$DATA/logs"
RUN="$DATA/run"
ALL_PARTS=(postgres kafka ferretdb mail stripe stripe-pages)

# --- configuration -------------------------------------------------------------------------
# Remember what the caller's environment says before .env is read: only that can make a part
# external.
declare -A CALLER_ENV=()
for var in DATABASE_URL KAFKA_BROKERS MONGODB_URL SMTP_URL STRIPE_API_BASE; do
  if [[ -n "${!var:-}" ]]; then CALLER_ENV[$var]="${!var}"; fi
done

# .env values, with the process environment winning (so POSTGRES_PORT=5433 stack.sh works).
declare -A DOTENV=()
if [[ -f "$ROOT/.env" ]]; then
  while IFS='=' read -r key value; do
    [[ "$key" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || continue
    value="${value%$'\r'}"; value="${value#\"}"; value="${value%\"}"
    DOTENV[$key]="$value"
    if [[ -z "${!key+x}" ]]; then export "$key=$value"; fi
  done <"$ROOT/.env"
fi
# shellcheck source=versions.env
source "$HERE/versions.env"

# external VAR: the caller set VAR to something other than the .env default.
external() {
  local var="$1"
  [[ -n "${CALLER_ENV[$var]:-}" && "${CALLER_ENV[$var]}" != "${DOTENV[$var]:-}" ]]
}

# "scheme://host:port/..." or "host:port[,more]" -> port
url_port() {
  local s="${1#*://}"
  s="${s%%,*}"; s="${s%%/*}"; s="${s##*@}"
  echo "${s##*:}"
}

# --- helpers -------------------------------------------------------------------------------
say() { printf '%s\n' "stack: $*"; }
die() { printf '%s\n' "stack: ERROR: $*" >&2; exit 1; }

# hide the password in user:password@host URLs
mask() { sed -E 's#(://[^:/@]*:)[^@/]*@#\1***@#' <<<"$1"; }

tcp_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

APT_UPDATED=
apt_install() {
  command -v apt-get >/dev/null || die "cannot install $* (no apt-get); install it and retry"
  if [[ -z "$APT_UPDATED" ]]; then
    say "apt-get update"
    apt-get update -qq >/dev/null
    APT_UPDATED=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# need CMD PACKAGE: install PACKAGE through apt when CMD is missing.
need() { command -v "$1" >/dev/null || apt_install "$2"; }

pidfile() { echo "$RUN/$1.pid"; }

# Pid of a running part, if its pid file names a live process whose command line matches the
# part's marker (guards against pid reuse after a crash).
live_pid() {
  local part="$1" pid
  pid="$(cat "$(pidfile "$part")" 2>/dev/null)" || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$("${part}_marker")" || return 1
  echo "$pid"
}

# Start a command detached from our session (survives the caller's Ctrl-C / job kill),
# appending to the part's log, and record its pid.
launch() {
  local part="$1"; shift
  printf '\n===== %s: starting %s =====\n' "$(date -Is)" "$part" >>"$LOGS/$part.log"
  setsid "$@" >>"$LOGS/$part.log" 2>&1 </dev/null 9>&- &
  echo $! >"$(pidfile "$part")"
}

# wait_healthy PART SECONDS
wait_healthy() {
  local part="$1" limit="$2" start=$SECONDS
  local pid
  pid="$(cat "$(pidfile "$part")" 2>/dev/null)"
  until "${part}_healthy"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 25 "$LOGS/$part.log" >&2 || true
      die "$part exited during start-up; see $LOGS/$part.log"
    fi
    if ((SECONDS - start >= limit)); then
      tail -n 25 "$LOGS/$part.log" >&2 || true
      die "$part not healthy after ${limit}s; see $LOGS/$part.log"
    fi
    sleep 1
  done
}

# stop_pid PART PID SECONDS: SIGTERM, then SIGKILL after SECONDS.
stop_pid() {
  local part="$1" pid="$2" limit="$3" start=$SECONDS
  kill -TERM "$pid" 2>/dev/null || return 0
  while kill -0 "$pid" 2>/dev/null; do
    if ((SECONDS - start >= limit)); then
      say "$part did not stop in ${limit}s; killing pid $pid"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.5
  done
}

# --- parts ---------------------------------------------------------------------------------
# Each parts/<part>.sh defines: <part>_external_var, <part>_addr, <part>_marker,
# <part>_ports (must be free before a launch), <part>_prepare (install/build, idempotent),
# <part>_launch, <part>_healthy, <part>_stop PID, <part>_timeout and <part>_deps (parts it
# needs running first).
for part in "${ALL_PARTS[@]}"; do
  # shellcheck disable=SC1090
  source "$HERE/parts/$part.sh"
done

is_external() { external "$("${1}_external_var")"; }

declare -A HANDLED=()
start_part() {
  local part="$1" pid dep
  [[ -z "${HANDLED[$part]:-}" ]] || return 0
  HANDLED[$part]=1
  if is_external "$part"; then
    say "$part: external ($("${part}_external_var")=$(mask "${CALLER_ENV[$("${part}_external_var")]}")), not started"
    return 0
  fi
  for dep in $("${part}_deps"); do start_part "$dep"; done
  if pid="$(live_pid "$part")"; then
    if "${part}_healthy"; then
      say "$part: already up at $("${part}_addr") (pid $pid)"
      return 0
    fi
    say "$part: running (pid $pid) but not healthy yet; waiting"
    wait_healthy "$part" "$("${part}_timeout")"
    say "$part: up at $("${part}_addr")"
    return 0
  fi
  rm -f "$(pidfile "$part")"
  local port
  for port in $("${part}_ports"); do
    if tcp_open 127.0.0.1 "$port"; then
      die "$part: port $port is already taken by a process this script did not start. Stop it, change the port in .env, or point $("${part}_external_var") at it."
    fi
  done
  local t0=$SECONDS
  "${part}_prepare"
  say "$part: starting (log: ${LOGS#"$ROOT/"}/$part.log)"
  "${part}_launch"
  wait_healthy "$part" "$("${part}_timeout")"
  say "$part: up at $("${part}_addr") (pid $(live_pid "$part"), $((SECONDS - t0))s)"
}

stop_part() {
  local part="$1" pid
  if is_external "$part"; then say "$part: external, left alone"; return 0; fi
  if pid="$(live_pid "$part")"; then
    say "$part: stopping (pid $pid)"
    "${part}_stop" "$pid"
  fi
  rm -f "$(pidfile "$part")"
  say "$part: down"
}

status_part() {
  local part="$1" pid var
  var="$("${part}_external_var")"
  if is_external "$part"; then
    printf '%-9s %-9s %s\n' "$part" external "$(mask "${CALLER_ENV[$var]}")"
  elif pid="$(live_pid "$part")" && "${part}_healthy"; then
    printf '%-9s %-9s %s (pid %s)\n' "$part" up "$("${part}_addr")" "$pid"
  elif [[ -n "${pid:-}" ]]; then
    printf '%-9s %-9s %s (pid %s, not answering; log %s)\n' "$part" unhealthy "$("${part}_addr")" "$pid" "${LOGS#"$ROOT/"}/$part.log"
    return 1
  else
    printf '%-9s %-9s %s\n' "$part" down "$("${part}_addr")"
    return 1
  fi
}

# The broker does not create topics on first use: after starting a local Kafka, create them.
topics_if_kafka() {
  if [[ " ${ordered[*]} " == *" kafka "* ]] && ! is_external kafka; then kafka_topics; fi
}

# --- main ----------------------------------------------------------------------------------
usage() {
  echo "usage: bash infra/local/stack.sh start|stop|status|restart [${ALL_PARTS[*]}]" >&2
  echo "       bash infra/local/stack.sh kafka-tool <main class> [args...]" >&2
  exit 2
}

cmd="${1:-}"; [[ -n "$cmd" ]] || usage; shift
mkdir -p "$LOGS" "$RUN"

if [[ "$cmd" == kafka-tool ]]; then
  [[ $# -ge 1 ]] || usage
  kafka_prepare
  exec java -cp "$(kafka_classpath)" -Dlog4j2.configurationFile="$HERE/kafka/log4j2-tools.properties" "$@"
fi

parts=("$@")
((${#parts[@]})) || parts=("${ALL_PARTS[@]}")
for part in "${parts[@]}"; do
  [[ " ${ALL_PARTS[*]} " == *" $part "* ]] || die "unknown part '$part' (parts: ${ALL_PARTS[*]})"
done
# keep dependency order whatever order the caller named them in
ordered=(); for part in "${ALL_PARTS[@]}"; do [[ " ${parts[*]} " == *" $part "* ]] && ordered+=("$part"); done
reversed=(); for ((i = ${#ordered[@]} - 1; i >= 0; i--)); do reversed+=("${ordered[i]}"); done

# One start/stop/restart at a time (npm start and a test run may race); status needs no lock.
# Daemons are launched with fd 9 closed so they do not hold it.
if [[ "$cmd" != status ]]; then
  exec 9>"$RUN/.stack.lock"
  flock -w 600 9 || die "another stack.sh $cmd is still running after 600s"
fi

case "$cmd" in
  start)
    t0=$SECONDS
    for part in "${ordered[@]}"; do start_part "$part"; done
    topics_if_kafka
    say "ready in $((SECONDS - t0))s"
    ;;
  stop) for part in "${reversed[@]}"; do stop_part "$part"; done ;;
  restart)
    for part in "${reversed[@]}"; do stop_part "$part"; done
    for part in "${ordered[@]}"; do start_part "$part"; done
    topics_if_kafka
    ;;
  status)
    rc=0
    for part in "${ordered[@]}"; do status_part "$part" || rc=1; done
    exit "$rc"
    ;;
  *) usage ;;
esac
