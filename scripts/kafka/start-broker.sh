#!/usr/bin/env bash
# Starts a real single-node Kafka broker (KRaft: broker and controller in one JVM) for tests, from
# the jars on Maven Central: no Docker, no tarball. Prints `KAFKA_BROKERS=127.0.0.1:<port>` on
# stdout and nothing else there, so a caller can `export "$(scripts/kafka/start-broker.sh)"`.
# Run again while the broker is up, it prints the same line and starts nothing.
#
# Environment, all optional:
#   KAFKA_VERSION          org.apache.kafka:kafka_2.13 version (default: the one in pom.xml)
#   KAFKA_LIB_DIR          jar cache (default: <repo>/.data/kafka-lib/<version>-<pom hash>, git-ignored)
#   KAFKA_STATE_DIR        pid, config and broker log (default: <repo>/.data/kafka)
#   KAFKA_PORT             client port (default: a free one)
#   KAFKA_CONTROLLER_PORT  controller port (default: a free one)
#   KAFKA_HEAP_OPTS        (default: -Xms256m -Xmx512m)
#   KAFKA_LOG_LEVEL        broker log level in the state dir's broker.log (default: info)
#   KAFKA_START_TIMEOUT    seconds to wait for the port (default: 90)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
pom="$here/pom.xml"
say() { echo "kafka: $*" >&2; }

state="${KAFKA_STATE_DIR:-$root/.data/kafka}"
mkdir -p "$state"
pidfile="$state/broker.pid"
envfile="$state/broker.env"

if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  say "already running (pid $(cat "$pidfile"))"
  cat "$envfile"
  exit 0
fi

command -v java >/dev/null || { say "java not found (Java 17 or later is needed)"; exit 1; }
java_major="$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
if (( ${java_major%%.*} < 17 )); then say "Java 17 or later is needed, found $java_major"; exit 1; fi

version="${KAFKA_VERSION:-$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$pom")}"
lib="${KAFKA_LIB_DIR:-$root/.data/kafka-lib/$version-$(sha1sum "$pom" | cut -c1-8)}"

# (a) The jars, once: copied into a scratch folder and renamed, so an interrupted copy is redone.
if [[ ! -d "$lib" ]]; then
  command -v mvn >/dev/null || { say "mvn not found (needed once, to fetch the Kafka jars)"; exit 1; }
  say "fetching kafka_2.13 $version and its dependencies from Maven Central into $lib"
  started=$SECONDS
  partial="$lib.partial.$$"
  trap 'rm -rf "$partial"' EXIT
  mkdir -p "$(dirname "$lib")"
  mvn -q -B -f "$pom" -Dkafka.version="$version" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$partial" >&2
  mv "$partial" "$lib"
  say "jars ready in $((SECONDS - started))s ($(ls "$lib" | wc -l) files)"
fi

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
port="${KAFKA_PORT:-$(free_port)}"
controller_port="${KAFKA_CONTROLLER_PORT:-$(free_port)}"
while [[ "$controller_port" == "$port" ]]; do controller_port="$(free_port)"; done

# (b) A single-node KRaft config; the data lives in a temp folder that stop-broker.sh removes.
logs="$(mktemp -d "${TMPDIR:-/tmp}/chikoro-kafka-XXXXXX")"
config="$state/server.properties"
cat >"$config" <<EOF
process.roles=broker,controller
node.id=1
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
controller.quorum.voters=1@127.0.0.1:$controller_port
log.dirs=$logs
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
EOF

started=$SECONDS
classpath="$lib/*"
cluster_id="$(java -cp "$classpath" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)"
java -cp "$classpath" kafka.tools.StorageTool format -t "$cluster_id" -c "$config" >"$state/format.log" 2>&1 \
  || { cat "$state/format.log" >&2; rm -rf "$logs"; exit 1; }

# (c) The broker, detached from this shell; its pid and data folder are kept for stop-broker.sh.
# shellcheck disable=SC2086
setsid java ${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m} -XX:+UseG1GC -Djava.awt.headless=true \
  -Dorg.slf4j.simpleLogger.defaultLogLevel="${KAFKA_LOG_LEVEL:-info}" -Dorg.slf4j.simpleLogger.showDateTime=true \
  -cp "$classpath" kafka.Kafka "$config" >"$state/broker.log" 2>&1 </dev/null &
pid=$!
echo "$pid" >"$pidfile"
echo "$logs" >"$state/log.dirs"
echo "KAFKA_BROKERS=127.0.0.1:$port" >"$envfile"

deadline=$((SECONDS + ${KAFKA_START_TIMEOUT:-90}))
until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
  if ! kill -0 "$pid" 2>/dev/null; then
    say "the broker exited while starting; last lines of $state/broker.log:"
    tail -n 30 "$state/broker.log" >&2
    rm -rf "$logs" "$pidfile" "$envfile"
    exit 1
  fi
  if (( SECONDS >= deadline )); then
    say "port $port did not answer within ${KAFKA_START_TIMEOUT:-90}s; stopping it (log: $state/broker.log)"
    "$here/stop-broker.sh" >&2
    exit 1
  fi
  sleep 0.2
done
say "broker $version up on 127.0.0.1:$port in $((SECONDS - started))s (pid $pid, log $state/broker.log)"
cat "$envfile"
