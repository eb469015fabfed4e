import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseUrlFor } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { Client } from 'pg';

/** One place a search term was found: the store, the table or collection, how many rows and one of them. */
export interface Finding {
  store: string;
  where: string;
  rows: number;
  sample: string;
}

/** Which stores a scan read, so a test can show it covered every service. */
export interface ScanReport {
  findings: Finding[];
  postgres: Record<string, string[]>;
  mongo: Record<string, string[]>;
  deadLetterTopics: string[];
}

const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const ROOT = resolve(__dirname, '..', '..', '..', '..');
export const LOG_DIR = join(ROOT, '.data', 'logs');

/**
 * FerretDB keeps its documents in this PostgreSQL database in its own binary form; they are read
 * through the MongoDB protocol instead, where they can be searched as documents.
 */
const READ_AS_MONGO = 'ferretdb';
const MONGO_SYSTEM = new Set(['admin', 'config', 'local']);

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const likeAny = (terms: string[]) => terms.map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * Every database on the local PostgreSQL server, every table of every schema in it (found through
 * information_schema, so a new table is covered without changing the test), each row cast to text,
 * and each bytea column (outbox payloads are protobuf) read as escaped bytes, searched for the terms.
 */
export async function scanPostgres(terms: string[], report: ScanReport): Promise<void> {
  const admin = new Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  let databases: string[];
  try {
    const rows: { datname: string }[] = (await admin.query(`SELECT datname FROM pg_database WHERE NOT datistemplate ORDER BY datname`)).rows;
    databases = rows.map((r) => r.datname).filter((d) => d !== READ_AS_MONGO);
  } finally {
    await admin.end();
  }
  const patterns = likeAny(terms);
  const binary = bytePatterns(terms).binary;
  await Promise.all(databases.map((database) => scanDatabase(database, patterns, binary, report)));
}

async function scanDatabase(database: string, patterns: string[], binary: Buffer[], report: ScanReport): Promise<void> {
  const db = new Client({ connectionString: databaseUrlFor(database) });
  try {
    await db.connect();
  } catch (err) {
    // A scratch database another test dropped since the list was read.
    if ((err as { code?: string }).code === '3D000') return;
    throw err;
  }
  try {
    const tables: { table_schema: string; table_name: string }[] = (
      await db.query(
        `SELECT table_schema, table_name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
      )
    ).rows;
    report.postgres[database] = tables.map((t) => `${t.table_schema}.${t.table_name}`);
    for (const t of tables) {
      const bytea: { column_name: string }[] = (
        await db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND data_type = 'bytea'`, [
          t.table_schema,
          t.table_name,
        ])
      ).rows;
      const conditions = [
        't::text ILIKE ANY($1)',
        ...bytea.flatMap((c) => {
          const column = `t.${quoteIdent(c.column_name)}`;
          return [`encode(${column}, 'escape') ILIKE ANY($1)`, `EXISTS (SELECT 1 FROM unnest($2::bytea[]) b WHERE position(b IN ${column}) > 0)`];
        }),
      ];
      const table = `${quoteIdent(t.table_schema)}.${quoteIdent(t.table_name)}`;
      let found: { n: number; sample: string | null } | undefined;
      try {
        [found] = (
          await db.query(
            `SELECT count(*)::int AS n, left(min(t::text), 300) AS sample FROM ${table} t WHERE ${conditions.join(' OR ')}`,
            bytea.length ? [patterns, binary] : [patterns],
          )
        ).rows as { n: number; sample: string | null }[];
      } catch (err) {
        // A table another test dropped since the list was read (42P01): nothing of the student in it.
        if ((err as { code?: string }).code === '42P01') continue;
        throw err;
      }
      if (found && found.n > 0)
        report.findings.push({ store: `postgres/${database}`, where: `${t.table_schema}.${t.table_name}`, rows: found.n, sample: found.sample ?? '' });
    }
  } catch (err) {
    // Dropped while being read (another test's scratch database).
    if (['57P01', '3D000'].includes((err as { code?: string }).code ?? '')) return;
    throw err;
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** What a search looks for in raw bytes: each term in lower case, and a UUID also as its 16 bytes (a binary id). */
export function bytePatterns(terms: string[]): { text: string[]; binary: Buffer[] } {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return {
    text: terms.map((t) => Buffer.from(t.toLowerCase(), 'utf8').toString('latin1')),
    binary: terms.filter((t) => uuid.test(t)).map((t) => Buffer.from(t.replaceAll('-', ''), 'hex')),
  };
}

/** Whether a stored value's bytes (a BSON document, a Kafka message) hold any pattern. */
export function bytesHold(bytes: Buffer, patterns: { text: string[]; binary: Buffer[] }): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return patterns.text.some((t) => text.includes(t)) || patterns.binary.some((b) => bytes.includes(b));
}

/**
 * Every database and collection on the MongoDB server (listDatabases, listCollections), every
 * document read as raw BSON, so every key and value (strings, binary data) is searched as stored.
 * Collections are read side by side: FerretDB answers them in parallel.
 */
export async function scanMongo(terms: string[], report: ScanReport): Promise<void> {
  const client = await MongoClient.connect(MONGODB_URL);
  const patterns = bytePatterns(terms);
  try {
    const { databases } = await client.db().admin().listDatabases();
    const reads: Promise<void>[] = [];
    for (const { name } of databases) {
      if (MONGO_SYSTEM.has(name)) continue;
      const db = client.db(name);
      const collections = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
      report.mongo[name] = collections;
      for (const collection of collections) {
        reads.push(
          (async () => {
            let rows = 0;
            let sample = '';
            for await (const doc of db.collection(collection).find({}, { raw: true, batchSize: 5000 })) {
              const bytes = doc as unknown as Buffer;
              if (!bytesHold(bytes, patterns)) continue;
              rows++;
              sample ||= bytes
                .toString('latin1')
                .replace(/[^\x20-\x7e]+/g, ' ')
                .slice(0, 300);
            }
            if (rows) report.findings.push({ store: `mongo/${name}`, where: collection, rows, sample });
          })(),
        );
      }
    }
    await Promise.all(reads);
  } finally {
    await client.close();
  }
}

/**
 * The dead-letter topics (dlq.<consumer group>, ADR 027): events parked after failing keep their
 * whole payload, so they are read from the beginning up to their current end.
 */
export async function scanDeadLetters(terms: string[], report: ScanReport): Promise<void> {
  const kafka = new Kafka({ clientId: 'test-deletion-scan', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  let topics: string[];
  const ends = new Map<string, Map<number, bigint>>();
  try {
    topics = (await admin.listTopics()).filter((t) => t.startsWith('dlq.')).sort();
    for (const topic of topics) {
      const offsets = await admin.fetchTopicOffsets(topic);
      ends.set(topic, new Map(offsets.map((o) => [o.partition, BigInt(o.high)])));
    }
  } finally {
    await admin.disconnect();
  }
  report.deadLetterTopics = topics;
  const pending = topics.filter((t) => [...ends.get(t)!.values()].some((high) => high > 0n));
  if (!pending.length) return;
  const patterns = bytePatterns(terms);
  const consumer = kafka.consumer({ groupId: `test-deletion-scan-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: pending, fromBeginning: true });
    const counts = new Map<string, { rows: number; sample: string }>();
    const remaining = new Map(pending.map((t) => [t, new Map([...ends.get(t)!].filter(([, high]) => high > 0n))]));
    let done: () => void;
    const finished = new Promise<void>((r) => (done = r));
    await consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        const bytes = Buffer.concat([message.key ?? Buffer.alloc(0), Buffer.from(' '), message.value ?? Buffer.alloc(0)]);
        if (bytesHold(bytes, patterns)) {
          const c = counts.get(topic) ?? {
            rows: 0,
            sample: bytes
              .toString('latin1')
              .replace(/[^\x20-\x7e]+/g, ' ')
              .slice(0, 300),
          };
          c.rows++;
          counts.set(topic, c);
        }
        const partitions = remaining.get(topic)!;
        if (BigInt(message.offset) + 1n >= (partitions.get(partition) ?? 0n)) partitions.delete(partition);
        if (!partitions.size) remaining.delete(topic);
        if (!remaining.size) done();
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('dead-letter topics not read within 30 s')), 30_000)));
    await Promise.race([finished, timeout]).finally(() => clearTimeout(timer));
    for (const [topic, c] of counts) report.findings.push({ store: 'kafka', where: topic, rows: c.rows, sample: c.sample });
  } finally {
    await consumer.disconnect();
  }
}

const OUTBOX_SERVICES = ['identity', 'schedules', 'groups', 'billing'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: () => Promise<string[]>, deadline: number): Promise<void> {
  for (;;) {
    const left = await what();
    if (!left.length) return;
    if (Date.now() > deadline) throw new Error(`the cascade did not settle: ${left.join('; ')}`);
    await sleep(500);
  }
}

/** Outbox rows written up to `before` and still unpublished, per service. */
async function unpublishedBefore(before: Date): Promise<string[]> {
  const left: string[] = [];
  for (const service of OUTBOX_SERVICES) {
    const db = new Client({ connectionString: databaseUrlFor(service) });
    await db.connect();
    try {
      const [row] = (await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL AND created_at <= $1`, [before])).rows as {
        n: number;
      }[];
      if (row!.n) left.push(`${row!.n} unpublished outbox row(s) in ${service}`);
    } finally {
      await db.end();
    }
  }
  return left;
}

/**
 * Waits for the cascade a deletion starts, without waiting for a quiet stack (other tests keep
 * publishing): in each round, every outbox row written so far is published, then every service's
 * consumer group reads up to where each topic ended at that moment. Three rounds cover identity's
 * event, the services' answers to it (members left, premium ended) and the answers to those.
 */
export async function waitForSettled(timeoutMs = 90_000, rounds = 3): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const kafka = new Kafka({ clientId: 'test-deletion-settle', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let round = 0; round < rounds; round++) {
      await until(() => unpublishedBefore(new Date()), deadline);
      const marks = new Map<string, bigint>();
      const groups = await Promise.all(Object.values(ConsumerGroups).map(async (groupId) => ({ groupId, topics: await admin.fetchOffsets({ groupId }) })));
      for (const topic of new Set(groups.flatMap((g) => g.topics.map((t) => t.topic))))
        for (const end of await admin.fetchTopicOffsets(topic)) marks.set(`${topic}[${end.partition}]`, BigInt(end.high));
      await until(async () => {
        const behind: string[] = [];
        for (const { groupId } of groups)
          for (const { topic, partitions } of await admin.fetchOffsets({ groupId }))
            for (const p of partitions) {
              const mark = marks.get(`${topic}[${p.partition}]`) ?? 0n;
              const committed = BigInt(p.offset === '-1' ? '0' : p.offset);
              if (committed < mark) behind.push(`${groupId} behind on ${topic}[${p.partition}] by ${mark - committed}`);
            }
        return behind;
      }, deadline);
    }
  } finally {
    await admin.disconnect();
  }
}

/** Scans every table, collection and dead-letter topic for any of the terms (case-insensitive). */
export async function scanStores(terms: string[]): Promise<ScanReport> {
  const report: ScanReport = { findings: [], postgres: {}, mongo: {}, deadLetterTopics: [] };
  await scanPostgres(terms, report);
  await scanMongo(terms, report);
  await scanDeadLetters(terms, report);
  return report;
}

/** The logs the local stack's processes write (.data/logs/<part>.log) and how long each is now. */
export function logSizes(): Map<string, number> {
  if (!existsSync(LOG_DIR)) return new Map();
  return new Map(
    readdirSync(LOG_DIR)
      .filter((f) => f.endsWith('.log'))
      .map((f) => [f, statSync(join(LOG_DIR, f)).size]),
  );
}

/**
 * Lines of the given logs written since `from` (a log shorter than before was started anew and is
 * read whole) that hold any of the terms.
 */
export function logLinesWith(terms: string[], files: string[], from: Map<string, number>): { file: string; line: string }[] {
  const lowered = terms.map((t) => t.toLowerCase());
  const hits: { file: string; line: string }[] = [];
  for (const file of files) {
    const path = join(LOG_DIR, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path);
    const start = (from.get(file) ?? 0) <= text.length ? (from.get(file) ?? 0) : 0;
    for (const line of text.subarray(start).toString('utf8').split('\n'))
      if (lowered.some((t) => line.toLowerCase().includes(t))) hits.push({ file, line: line.slice(0, 300) });
  }
  return hits;
}
