#!/usr/bin/env bash
# Runs the unit and integration suite against a real PostgreSQL. Uses TEST_DATABASE_URL when set;
# otherwise (as root) starts the local Debian cluster and creates a throwaway database on TCP with a password.
# Extra arguments go to vitest.
set -euo pipefail

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "PostgreSQL run skipped: set TEST_DATABASE_URL, or run as root with Debian's postgresql installed" >&2
    exit 1
  fi
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if ! pg_lsclusters -h | grep -q "^${version} *main"; then
    pg_createcluster "$version" main >/dev/null
  fi
  pg_ctlcluster "$version" main start 2>/dev/null || true
  port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')
  for _ in $(seq 1 30); do
    su postgres -c "psql -p $port -qAtc 'select 1'" >/dev/null 2>&1 && break
    sleep 1
  done
  su postgres -c "psql -p $port -qc \"alter user postgres password 'postgres'\"" >/dev/null
  # TEST_DB_NAME lets parallel checkouts on one machine each use their own database.
  name="${TEST_DB_NAME:-butikk_test}"
  su postgres -c "psql -p $port -qc 'drop database if exists $name'" >/dev/null
  su postgres -c "psql -p $port -qc 'create database $name'" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:${port}/$name"
fi

echo "integration tests on PostgreSQL: ${TEST_DATABASE_URL%%@*}@…"
TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run "$@"
