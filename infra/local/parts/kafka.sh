# shellcheck shell=bash
# Apache Kafka, KRaft mode, one combined broker+controller, from Kafka's own jars on Maven
# Central (kafka/pom.xml). Data: .data/kafka; classpath cached in .cache/kafka.

KAFKA_HOME="$DATA/kafka"
KAFKA_PORT="$(url_port "${KAFKA_BROKERS:-127.0.0.1:9092}")"
KAFKA_CTRL_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
KAFKA_CP_FILE="$CACHE/kafka/classpath-$KAFKA_VERSION-log4j-$LOG4J_VERSION.txt"

kafka_external_var() { echo KAFKA_BROKERS; }
kafka_addr() { echo "127.0.0.1:$KAFKA_PORT"; }
kafka_ports() { echo "$KAFKA_PORT $KAFKA_CTRL_PORT"; }
kafka_marker() { echo "kafka.Kafka $KAFKA_HOME/server.properties"; }
kafka_timeout() { echo 120; }
kafka_deps() { :; }

kafka_classpath() { cat "$KAFKA_CP_FILE"; }

# Resolve the jars once per version (Maven repo: .cache/m2).
kafka_resolve() {
  need java openjdk-17-jdk-headless
  need mvn maven
  local jar ok=
  if [[ -s "$KAFKA_CP_FILE" ]]; then
    ok=1
    while IFS= read -r jar; do [[ -z "$jar" || -f "$jar" ]] || ok=; done < <(tr ':' '\n' <"$KAFKA_CP_FILE")
  fi
  [[ -n "$ok" ]] && return 0
  mkdir -p "$CACHE/kafka"
  exec 8>"$CACHE/kafka/.resolve.lock"; flock 8
  say "kafka: resolving Apache Kafka $KAFKA_VERSION jars from Maven Central (first run takes a minute or two)"
  local t0=$SECONDS
  mvn -B -q -f "$HERE/kafka/pom.xml" -Dmaven.repo.local="$CACHE/m2" \
    -Dkafka.version="$KAFKA_VERSION" -Dlog4j.version="$LOG4J_VERSION" \
    -Ddependency.plugin.version="$MAVEN_DEPENDENCY_PLUGIN_VERSION" \
    dependency:build-classpath -Dmdep.outputFile="$KAFKA_CP_FILE.tmp" >"$CACHE/kafka/mvn.log" 2>&1 ||
    { tail -n 30 "$CACHE/kafka/mvn.log" >&2; die "kafka: maven could not resolve the jars; see $CACHE/kafka/mvn.log"; }
  mv -f "$KAFKA_CP_FILE.tmp" "$KAFKA_CP_FILE"
  exec 8>&-
  say "kafka: jars resolved in $((SECONDS - t0))s"
}

kafka_prepare() {
  kafka_resolve
  mkdir -p "$KAFKA_HOME/data"
  # Rewritten on every start so .env changes apply.
  cat >"$KAFKA_HOME/server.properties" <<PROPS
# Written by infra/local/parts/kafka.sh on each start; edits are lost.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CTRL_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CTRL_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_HOME/data
# Topics are created by kafka_topics (the same script as the chart's topic job, ADR 034), never on first use.
auto.create.topics.enable=false
num.partitions=3
# A feed's full occurrence set travels in one event (ingestion.schedules.v1); allow up to 16 MiB.
message.max.bytes=16777216
replica.fetch.max.bytes=16777216
default.replication.factor=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
log.retention.hours=72
PROPS
  if [[ ! -f "$KAFKA_HOME/data/meta.properties" ]]; then
    if [[ ! -s "$KAFKA_HOME/cluster-id" ]]; then
      java -cp "$(kafka_classpath)" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1 >"$KAFKA_HOME/cluster-id"
    fi
    say "kafka: formatting storage (cluster id $(cat "$KAFKA_HOME/cluster-id"))"
    java -cp "$(kafka_classpath)" -Dlog4j2.configurationFile="$HERE/kafka/log4j2-tools.properties" \
      kafka.tools.StorageTool format -t "$(cat "$KAFKA_HOME/cluster-id")" -c "$KAFKA_HOME/server.properties" \
      >>"$LOGS/kafka.log" 2>&1 || die "kafka: formatting storage failed; see $LOGS/kafka.log"
  fi
}

kafka_launch() {
  launch kafka java -Xms256m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$HERE/kafka/log4j2.properties" \
    -cp "$(kafka_classpath)" kafka.Kafka "$KAFKA_HOME/server.properties"
}

# Port open, then a real metadata round trip (describeCluster) that must report our cluster id.
kafka_healthy() {
  tcp_open 127.0.0.1 "$KAFKA_PORT" || return 1
  local out
  out="$(timeout 30 java -Xmx128m -XX:TieredStopAtLevel=1 -cp "$(kafka_classpath)" \
    -Dlog4j2.configurationFile="$HERE/kafka/log4j2-tools.properties" \
    org.apache.kafka.tools.ClusterTool cluster-id --bootstrap-server "127.0.0.1:$KAFKA_PORT" 2>/dev/null)" || return 1
  [[ "$out" == *"Cluster ID: $(cat "$KAFKA_HOME/cluster-id" 2>/dev/null)"* ]]
}

kafka_stop() { stop_pid kafka "$1" 60; }

# Creates the project's topics and dead-letter topics, or sets their partitions and retention
# (TOPIC_* in .env): packages/platform/src/bin/create-topics.ts, which the chart's topic job runs
# too. Idempotent; run on every start.
kafka_topics() {
  local node="$CACHE/node/$NODE_VERSION/bin/node"
  [[ -x "$node" ]] || node="$(command -v node)" || die "kafka: node is not on PATH"
  [[ -f "$ROOT/node_modules/tsx/dist/cli.mjs" ]] || die "kafka: run npm install at the repo root first (topics need kafkajs)"
  say "kafka: creating topics"
  # The script reads topic names from @overlap/proto's build; on a fresh clone nothing is built yet.
  "$node" "$ROOT/node_modules/typescript/bin/tsc" -b "$ROOT/proto" >>"$LOGS/kafka-topics.log" 2>&1 ||
    { tail -n 25 "$LOGS/kafka-topics.log" >&2; die "kafka: building @overlap/proto for the topics failed"; }
  KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT" LOG_LEVEL=warn "$node" "$ROOT/node_modules/tsx/dist/cli.mjs" \
    "$ROOT/packages/platform/src/bin/create-topics.ts" >>"$LOGS/kafka-topics.log" 2>&1 ||
    { tail -n 25 "$LOGS/kafka-topics.log" >&2; die "kafka: creating topics failed; see $LOGS/kafka-topics.log"; }
}
