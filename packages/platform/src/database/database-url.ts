import { env } from '../config/env';

/**
 * Each service owns one database. `<SERVICE>_DATABASE_URL` names it fully; otherwise the
 * shared server in DATABASE_URL (or the local stack's) is used with the service's own name.
 */
export function databaseUrlFor(service: string): string {
  const own = env(`${service.toUpperCase()}_DATABASE_URL`);
  if (own) return own;
  const server = env('DATABASE_URL') ?? localServerUrl();
  const url = new URL(server);
  url.pathname = `/${service}`;
  return url.toString();
}

function localServerUrl(): string {
  const user = env('POSTGRES_USER') ?? 'overlap';
  const password = env('POSTGRES_PASSWORD') ?? 'overlap';
  const host = env('POSTGRES_HOST') ?? '127.0.0.1';
  const port = env('POSTGRES_PORT') ?? '5432';
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/postgres`;
}
