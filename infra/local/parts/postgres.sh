# shellcheck shell=bash
# PostgreSQL from Debian's packages, run as the `postgres` system user (it refuses root).
# Data: .data/postgres; socket dir: .data/run/pg; config overrides: .data/postgres/overlap.conf.

PG_DATA="$DATA/postgres"
PG_SOCK="$RUN/pg"
PG_PORT="${POSTGRES_PORT:-5432}"
PG_USER="${POSTGRES_USER:-overlap}"
PG_PASSWORD="${POSTGRES_PASSWORD:-overlap}"
# Databases the services use (created when missing). POSTGRES_DATABASES="a b" overrides.
read -r -a PG_DATABASES <<<"${POSTGRES_DATABASES:-identity schedules groups billing ferretdb}"

postgres_external_var() { echo DATABASE_URL; }
postgres_addr() { echo "postgres://$PG_USER@127.0.0.1:$PG_PORT"; }
postgres_ports() { echo "$PG_PORT"; }
postgres_marker() { echo "-D $PG_DATA"; }
postgres_timeout() { echo 60; }
postgres_deps() { :; }

# bin dir of the server: the major version the data dir was made with, else the newest installed.
pg_bin() {
  local v
  if [[ -f "$PG_DATA/PG_VERSION" ]]; then
    v="$(cat "$PG_DATA/PG_VERSION")"
    [[ -x "/usr/lib/postgresql/$v/bin/postgres" ]] && { echo "/usr/lib/postgresql/$v/bin"; return; }
  fi
  v="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)"
  [[ -n "$v" ]] && dirname "$v"
}

as_postgres() { runuser -u postgres -- "$@"; }

postgres_prepare() {
  if [[ -z "$(pg_bin)" ]]; then
    # Debian would create and start a "main" cluster on 5432 at install time: ours is the one.
    mkdir -p /etc/postgresql-common/createcluster.d
    echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.d/50-overlap-no-main-cluster.conf
    apt_install postgresql
  fi
  local bin; bin="$(pg_bin)"; [[ -n "$bin" ]] || die "postgres: no server binaries under /usr/lib/postgresql"
  id postgres >/dev/null 2>&1 || die "postgres: the 'postgres' system user is missing (reinstall the postgresql package)"

  mkdir -p "$PG_DATA" "$PG_SOCK"
  chown postgres:postgres "$PG_DATA" "$PG_SOCK"
  chmod 700 "$PG_DATA"
  touch "$LOGS/postgres.log" && chown postgres:postgres "$LOGS/postgres.log"
  if [[ ! -f "$PG_DATA/PG_VERSION" ]]; then
    say "postgres: initdb ($bin)"
    as_postgres "$bin/initdb" -D "$PG_DATA" -U postgres -E UTF8 --locale=C.UTF-8 \
      --auth-local=trust --auth-host=scram-sha-256 >>"$LOGS/postgres.log" 2>&1 ||
      die "postgres: initdb failed; see $LOGS/postgres.log"
    echo "include_if_exists = 'overlap.conf'" >>"$PG_DATA/postgresql.conf"
  fi
  # Rewritten on every start so .env changes apply.
  cat >"$PG_DATA/overlap.conf" <<CONF
# Written by infra/local/parts/postgres.sh on each start; edits are lost.
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = '$PG_SOCK'
max_connections = 200
shared_buffers = 128MB
work_mem = 8MB
maintenance_work_mem = 64MB
effective_cache_size = 512MB
log_line_prefix = '%m [%p] %q%u@%d '
# Per-statement cost, for 'where does the database time go' (CREATE EXTENSION pg_stat_statements).
shared_preload_libraries = 'pg_stat_statements'
pg_stat_statements.track = top
log_timezone = 'UTC'
timezone = 'UTC'
CONF
  chown postgres:postgres "$PG_DATA/overlap.conf"
}

postgres_launch() {
  local bin try; bin="$(pg_bin)"
  printf '\n===== %s: starting postgres =====\n' "$(date -Is)" >>"$LOGS/postgres.log"
  # After a kill -9 the old backends may hold shared memory for a moment: retry.
  for try in 1 2 3 4 5; do
    if setsid runuser -u postgres -- "$bin/pg_ctl" -D "$PG_DATA" -l "$LOGS/postgres.log" -w -t 60 start \
      >>"$LOGS/postgres.log" 2>&1 </dev/null 9>&-; then
      break
    fi
    ((try < 5)) || die "postgres: pg_ctl start failed; see $LOGS/postgres.log"
    sleep 2
  done
  head -n 1 "$PG_DATA/postmaster.pid" >"$(pidfile postgres)"
  postgres_bootstrap
}

# Login role and databases, idempotent (also brings the password in line with .env).
postgres_bootstrap() {
  local bin; bin="$(pg_bin)"
  "$bin/psql" -h "$PG_SOCK" -p "$PG_PORT" -U postgres -d postgres -q -v ON_ERROR_STOP=1 \
    -v user="$PG_USER" -v pass="$PG_PASSWORD" -v dbs="${PG_DATABASES[*]}" >>"$LOGS/postgres.log" 2>&1 <<'SQL' ||
SELECT format('CREATE ROLE %I LOGIN SUPERUSER', :'user')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'user') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN SUPERUSER PASSWORD %L', :'user', :'pass') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', d, :'user')
  FROM unnest(string_to_array(:'dbs', ' ')) AS d
  WHERE d <> '' AND NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = d) \gexec
SQL
    die "postgres: creating role/databases failed; see $LOGS/postgres.log"
}

postgres_healthy() {
  "$(pg_bin)/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -t 2
}

postgres_stop() {
  as_postgres "$(pg_bin)/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >>"$LOGS/postgres.log" 2>&1 ||
    stop_pid postgres "$1" 60
}
