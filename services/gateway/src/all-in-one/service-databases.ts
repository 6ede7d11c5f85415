import { Client } from 'pg';

/**
 * In the all-in-one mode one DATABASE_URL serves every service, yet each
 * service keeps its own database (no service reads another's tables: docs/architecture.md):
 * `postgres://host/vitae` gives `vitae_identity`, `vitae_resume`, ...
 * A service-specific `<SERVICE>_DATABASE_URL` wins over the derived one.
 */
export async function databaseUrlFor(
  service: string,
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  const specific = env[`${service.toUpperCase()}_DATABASE_URL`];
  if (specific) {
    return specific;
  }
  if (!env.DATABASE_URL) {
    return undefined;
  }
  const url = new URL(env.DATABASE_URL);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'vitae';
  const name = `${base}_${service}`;
  await ensureDatabase(env.DATABASE_URL, name);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      // Identifiers cannot be bound as parameters; the name is quoted with quotes doubled.
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}
