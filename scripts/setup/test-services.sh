#!/usr/bin/env bash
# Makes sure the real PostgreSQL (127.0.0.1:5432) and NATS JetStream
# (127.0.0.1:4222) the tests use are running, starting them when they are not.
set -euo pipefail

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
nats_up() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }
as_root() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "not running as root: start it yourself with: $*" >&2
    exit 1
  fi
  "$@"
}

if ! pg_up; then
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
  if [ -z "$version" ]; then
    echo "PostgreSQL is not installed: run scripts/setup/system-packages.sh --test" >&2
    exit 1
  fi
  hba=/etc/postgresql/$version/main/pg_hba.conf
  # A fresh Debian cluster asks for passwords on TCP; the test user is the local
  # superuser on loopback only, so trust it there.
  if [ "$(id -u)" -eq 0 ] && ! grep -q '^host all postgres 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi

if ! nats_up; then
  mkdir -p /var/lib/nats-server
  as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
fi

for _ in $(seq 1 50); do
  if pg_up && nats_up; then
    exit 0
  fi
  sleep 0.2
done
pg_up || echo "PostgreSQL did not come up on 127.0.0.1:5432" >&2
nats_up || echo "NATS did not come up on 127.0.0.1:4222" >&2
exit 1
