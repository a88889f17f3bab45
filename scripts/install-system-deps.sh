#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the full test run: Chromium (Playwright drives
# Debian's /usr/bin/chromium; we never download a browser) and PostgreSQL (the integration tests
# run against it too). Needs root; without root it only reports what is missing.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system dependencies: present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "system dependencies missing (${missing[*]}); run as root or: sudo apt-get install -y ${missing[*]}" >&2
  exit 0
fi
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
