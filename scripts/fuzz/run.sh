#!/usr/bin/env bash
# Fuzzes the API from its own OpenAPI document with schemathesis (pinned, from PyPI): a platform on
# an embedded database with the demo data, signed out and then signed in as each role in turn; no
# answer may be a 5xx, and every answer must match the document. Bounded: FUZZ_EXAMPLES cases per
# operation (3), the phases FUZZ_PHASES (examples,fuzzing), the roles FUZZ_ROLES (all, and public).
set -euo pipefail
cd "$(dirname "$0")/../.."

SCHEMATHESIS_VERSION="$(sed -n 's/^schemathesis==//p' scripts/fuzz/requirements.txt)"
examples="${FUZZ_EXAMPLES:-3}"
venv="${FUZZ_VENV:-${TMPDIR:-/tmp}/chikoro-fuzz-venv}"
if [ "$("$venv/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $SCHEMATHESIS_VERSION" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r scripts/fuzz/requirements.txt
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/chikoro-fuzz-XXXXXX")"
# The embedded database runs as postgres when started as root: it must reach its data folder.
chmod o+rx "$work"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }
port="$(free_port)"
pg_port="$(free_port)"
superadmin_email='fuzz-root@chikoro.test'
superadmin_password='Fuzz-root-password-1'

DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 EMBEDDED_POSTGRES_PORT="$pg_port" SEED_DEMO=true CONSISTENCY_TIMEOUT_MS=100 \
  SUPERADMIN_EMAIL="$superadmin_email" SUPERADMIN_PASSWORD="$superadmin_password" LOG_LEVEL=warn \
  node_modules/.bin/tsx launcher/src/start.ts >"$work/platform.log" 2>&1 &
platform_pid=$!
stop_platform() {
  kill -TERM "$platform_pid" 2>/dev/null || true
  wait "$platform_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap stop_platform EXIT

for _ in $(seq 1 600); do
  grep -q 'Chikoro is running' "$work/platform.log" && break
  kill -0 "$platform_pid" 2>/dev/null || { cat "$work/platform.log"; echo 'fuzz: the platform did not start' >&2; exit 1; }
  sleep 0.5
done
grep -q 'Chikoro is running' "$work/platform.log" || { cat "$work/platform.log"; echo 'fuzz: the platform did not start in time' >&2; exit 1; }
base="http://127.0.0.1:$port/api"

token_of() {
  python3 - "$base" "$1" "$2" <<'PY'
import json, sys, urllib.request
base, identifier, password = sys.argv[1:]
request = urllib.request.Request(f"{base}/auth/login", data=json.dumps({"identifier": identifier, "password": password}).encode(), headers={"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(request))["token"])
PY
}

# The demo's sign-ins, as the start prints them: "  ROLE  identifier  password  (school)".
sign_in_of() { awk -v role="$1" '$1 == role { print $2; exit }' "$work/platform.log"; }
password="$(awk '$1 == "ADMIN" { print $3; exit }' "$work/platform.log")"

# The operations a role may call (x-roles in the document), as one path pattern: another role's
# operations only answer 403, which the access tests hold; the public ones run once, signed out.
paths_of() {
  python3 - "$base/openapi.json" "$1" <<'PY'
import json, re, sys, urllib.request
document = json.load(urllib.request.urlopen(sys.argv[1]))
paths = sorted(p for p, item in document["paths"].items() if any(sys.argv[2] in op.get("x-roles", []) for op in item.values()))
print("^(" + "|".join(re.escape(p) for p in paths) + ")$")
PY
}

# Each role's report goes to a file: a passing role prints one line (its cases), a failing role its
# whole report, so the test suite's own summary stays the last long thing a run prints.
fuzz() {
  local role="$1"; shift
  local report="$work/schemathesis-$role.log"
  # Run from the scratch folder: schemathesis keeps its cache in the folder it runs in.
  if (cd "$work" && "$venv/bin/schemathesis" run "$base/openapi.json" --url "$base" "$@" \
    --include-path-regex "$(paths_of "$role")" \
    --exclude-path /auth/logout \
    --checks not_a_server_error,response_schema_conformance \
    --phases "${FUZZ_PHASES:-examples,fuzzing}" --max-examples "$examples" --seed 20261129 --workers 1 \
    --request-timeout 30 --no-color --output-truncate true) >"$report" 2>&1; then
    echo "fuzz $role: $(grep -m1 -E '^ *[0-9]+ generated' "$report" | sed 's/^ *//') ($(grep -m1 -E 'Operations: ' "$report" | sed 's/.*Operations: *//'))"
  else
    echo "== schemathesis: the operations of $role (failed)"
    cat "$report"
    status=1
  fi
}

status=0
for role in ${FUZZ_ROLES:-public SUPERADMIN ADMIN TEACHER PARENT STUDENT BURSAR}; do
  if [ "$role" = public ]; then fuzz public; continue; fi
  if [ "$role" = SUPERADMIN ]; then token="$(token_of "$superadmin_email" "$superadmin_password")"
  else
    identifier="$(sign_in_of "$role")"
    [ -n "$identifier" ] || { cat "$work/platform.log"; echo "fuzz: the demo printed no $role sign-in" >&2; exit 1; }
    token="$(token_of "$identifier" "$password")"
  fi
  # Signing out (excluded above) would end the session the rest of the run uses.
  fuzz "$role" --header "Authorization: Bearer $token"
done
if [ "$status" -ne 0 ]; then
  echo '== platform log (errors)'; grep -i '"level":50\|error' "$work/platform.log" | tail -50 || true
fi
exit "$status"
