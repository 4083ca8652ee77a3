#!/usr/bin/env bash
# Stops the broker start-broker.sh started (by its recorded pid) and removes its data folder.
# Honours the same KAFKA_STATE_DIR. Nothing running is not an error.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="${KAFKA_STATE_DIR:-$root/.data/kafka}"
pidfile="$state/broker.pid"
say() { echo "kafka: $*" >&2; }

if [[ -f "$pidfile" ]]; then
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    if kill -0 "$pid" 2>/dev/null; then
      say "pid $pid still up after 30s, killing it"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    say "stopped (pid $pid)"
  else
    say "pid $pid was not running"
  fi
else
  say "no broker recorded in $state"
fi

if [[ -f "$state/log.dirs" ]]; then
  logs="$(cat "$state/log.dirs")"
  case "$logs" in
    "${TMPDIR:-/tmp}"/chikoro-kafka-*) rm -rf "$logs" ;;
  esac
fi
rm -f "$pidfile" "$state/broker.env" "$state/log.dirs"
