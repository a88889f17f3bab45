#!/usr/bin/env bash
# Installs the shop's production file set into a directory: the steps of the Dockerfile, for a machine
# without Docker (issue 32, item 8; decision 077). Builds in this source tree (unless --skip-build),
# copies only what the running shop and its command-line tools need, then installs the runtime
# dependencies with `npm ci --omit=dev` (unless --files-only: the Dockerfile runs that step in its
# runtime stage). scripts/install-production.test.ts runs it on a clean directory and starts the result.
#
#   bash scripts/install-production.sh TARGET_DIR [--skip-build] [--files-only]
#
# The result, run from TARGET_DIR as an unprivileged user:
#   node build/server-app/main.js   (or npm start)       the shop
#   npm run db:migrate | admin:create | import | db:backup | db:restore   the tools, from their bundles
# Install each version into a directory of its own (e.g. /opt/butikk/releases/<version>) and switch a
# symlink: replacing build/ under a running node would take the old pages' scripts away from it.
set -euo pipefail
cd "$(dirname "$0")/.."

target=""
skip_build=0
files_only=0
for arg in "$@"; do
  case "$arg" in
    --skip-build) skip_build=1 ;;
    --files-only) files_only=1 ;;
    -*) echo "install-production: unknown option $arg" >&2; exit 2 ;;
    *) target="$arg" ;;
  esac
done
[ -n "$target" ] || { echo "usage: install-production.sh TARGET_DIR [--skip-build] [--files-only]" >&2; exit 2; }

if [ "$skip_build" -eq 0 ]; then
  npm run build
fi
# The server, the storefront's server and client builds, and the bundled command-line tools.
for needed in build/server-app/main.js build/server-app/pglite-worker.mjs build/server/index.js build/client \
  build/server-app/db-migrate.js build/server-app/admin-create.js build/server-app/import.js \
  build/server-app/db-backup.js build/server-app/db-restore.js; do
  [ -e "$needed" ] || { echo "install-production: $needed is missing; run npm run build" >&2; exit 1; }
done

mkdir -p "$target"
# The file set. Only what this script owns is replaced: TARGET_DIR/data may also hold a PGlite
# DATA_DIR (./data/db by default), which must survive an install over an older one.
rm -rf "$target/build" "$target/server" "$target/scripts"
cp -R build "$target/build"
# The migrations (npm run db:migrate applies them; /readyz compares the database with their journal).
mkdir -p "$target/server/db"
cp -R server/db/migrations "$target/server/db/migrations"
# The postcode register with its licence (reference data, loaded by db:migrate and at start).
mkdir -p "$target/data"
cp data/postnummer.tsv data/POSTNUMMER-LICENCE.md "$target/data/"
# The npm scripts' runner, which finds the tools' bundles where their sources are absent.
mkdir -p "$target/scripts"
cp scripts/cli.mjs "$target/scripts/"
cp package.json package-lock.json "$target/"

if [ "$files_only" -eq 0 ]; then
  (cd "$target" && npm ci --omit=dev --no-audit --no-fund)
fi
echo "install-production: installed in $target"
