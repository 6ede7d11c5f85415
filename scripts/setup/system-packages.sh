#!/usr/bin/env bash
# Installs the Debian packages Vitae needs beyond Node: Chromium (printing and
# browser tests) and poppler-utils (PDF checks in tests). As root it installs
# them; otherwise it prints the one command to run.
set -euo pipefail

want=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROME_PATH:-}" ] || want+=(chromium)
if [ "${1:-}" = "--test" ]; then
  command -v pdftotext >/dev/null 2>&1 || want+=(poppler-utils)
  command -v psql >/dev/null 2>&1 || want+=(postgresql)
  command -v nats-server >/dev/null 2>&1 || want+=(nats-server)
  # The deployment tests: kustomize renders the overlays, bwrap runs them read-only.
  command -v kubectl >/dev/null 2>&1 || want+=(kubectl)
  command -v bwrap >/dev/null 2>&1 || want+=(bubblewrap)
fi
[ ${#want[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Vitae needs these Debian packages: ${want[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${want[*]}" >&2
  # The app runs without a browser (printing reports itself not ready); the tests do not.
  [ "${1:-}" = "--test" ] && exit 1
  exit 0
fi
echo "installing Debian packages: ${want[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
