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
  # The deployment tests: bwrap runs the overlays read-only; kubectl renders them (below).
  command -v bwrap >/dev/null 2>&1 || want+=(bubblewrap)
fi
# kubectl (with kustomize) is not in every Debian mirror: tried on its own, so a
# machine without it still gets the rest, and the deployment tests name it.
optional=()
if [ "${1:-}" = "--test" ] && ! command -v kubectl >/dev/null 2>&1; then
  optional+=(kubectl)
fi
if [ ${#want[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Vitae needs these Debian packages: ${want[*]} ${optional[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${want[*]} ${optional[*]}" >&2
  # The app runs without a browser (printing reports itself not ready); the tests do not.
  [ "${1:-}" = "--test" ] && exit 1
  exit 0
fi
echo "installing Debian packages: ${want[*]} ${optional[*]}"
export DEBIAN_FRONTEND=noninteractive
# Another apt (a second checkout's setup, the machine's own updates) may hold
# apt's locks for a while: wait up to 10 minutes for them rather than fail.
apt_get() {
  local tries=0
  until apt-get -o DPkg::Lock::Timeout=600 "$@"; do
    local status=$?
    tries=$((tries + 1))
    if [ $tries -ge 60 ] || ! fuser /var/lib/apt/lists/lock /var/lib/dpkg/lock-frontend >/dev/null 2>&1; then
      return $status
    fi
    sleep 10
  done
}
apt_get update -qq
if [ ${#want[@]} -gt 0 ]; then
  apt_get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
fi
if [ ${#optional[@]} -gt 0 ]; then
  apt_get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null ||
    echo "warning: kubectl could not be installed from this machine's Debian sources" >&2
fi
