#!/usr/bin/env bash
# Installs the shop's production file set into a directory, as the Dockerfile's steps do (issue 32,
# item 8): build in the source tree, then copy only what `npm start` needs and install the runtime
# dependencies with `npm ci --omit=dev`. The result runs with `npm start` (or `node build/server-app/main.js`)
# as an unprivileged user; its database comes from DATABASE_URL (or DATA_DIR for PGlite).
#
#   bash scripts/install-production.sh TARGET_DIR [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: install-production.sh TARGET_DIR [--skip-build]}"
skip_build="${2:-}"

if [ "$skip_build" != "--skip-build" ]; then
  npm run build
fi
for needed in build/server-app/main.js build/server/index.js build/client; do
  [ -e "$needed" ] || { echo "install-production: $needed is missing; run npm run build" >&2; exit 1; }
done

mkdir -p "$target"
# The file set: the build, the migrations (applied by npm run db:migrate), the postcodes with their
# licence, and the package files for npm ci.
rm -rf "$target/build" "$target/server" "$target/data" "$target/scripts"
cp -R build "$target/build"
mkdir -p "$target/server/db" "$target/data" "$target/scripts"
cp -R server/db/migrations "$target/server/db/migrations"
cp data/postnummer.tsv data/POSTNUMMER-LICENCE.md "$target/data/"
cp package.json package-lock.json "$target/"
cd "$target"
npm ci --omit=dev --no-audit --no-fund
echo "install-production: installed in $target"
