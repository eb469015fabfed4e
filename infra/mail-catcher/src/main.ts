#!/usr/bin/env node
import * as http from 'node:http';
import * as path from 'node:path';
import { createHttpHandler } from './http';
import { createSmtpServer } from './smtp';
import { MessageStore } from './store';

// Config from env; infra/local/stack.sh sets these from the repo-root .env.
const host = process.env.MAIL_CATCHER_HOST ?? '127.0.0.1';
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 8025);
const dataDir = path.resolve(process.env.MAIL_CATCHER_DATA_DIR ?? '.data/mail');

const log = (line: string): void => console.log(`[${new Date().toISOString()}] ${line}`);

async function main(): Promise<void> {
  const store = new MessageStore(dataDir);
  await store.load();
  const smtp = createSmtpServer(store, log);
  smtp.on('error', (err) => log(`smtp error: ${err.message}`));
  const web = http.createServer(createHttpHandler(store));

  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(httpPort, host, resolve);
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  log(`mail-catcher: smtp://${host}:${smtpPort} http://${host}:${httpPort} (${store.list().length} stored in ${dataDir})`);

  const shutdown = (signal: string): void => {
    log(`${signal}: shutting down`);
    web.close();
    smtp.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('mail-catcher failed to start:', err);
  process.exit(1);
});
