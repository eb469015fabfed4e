import { env } from '../config/env';

export interface MongoTarget {
  url: string;
  database: string;
}

/**
 * Each MongoDB service owns one database. `<SERVICE>_MONGODB_URL` names server and database
 * fully; otherwise the shared server in MONGODB_URL (the local stack's by default) is used with
 * the service's own name as database.
 */
export function mongoTargetFor(service: string): MongoTarget {
  const own = env(`${service.toUpperCase()}_MONGODB_URL`);
  if (own) {
    const path = new URL(own).pathname.replace(/^\//, '');
    return { url: own, database: path || service };
  }
  return { url: env('MONGODB_URL') ?? 'mongodb://127.0.0.1:27017/', database: service };
}
