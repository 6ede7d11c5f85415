#!/usr/bin/env node
// Brings one service's database schema up to date and exits: the chart's
// pre-upgrade Job runs it as `node deploy/runtime/migrate.cjs <service>` in
// that service's image, with the service's DATABASE_URL. It runs the same
// migration classes the service runs at start (services/<name>/dist/migrations),
// recorded in the same table, so whichever comes first does the work.
'use strict';

const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const { DataSource } = require('typeorm');

async function main() {
  const service = process.argv[2];
  if (!['identity', 'resume'].includes(service)) {
    throw new Error('usage: migrate.cjs identity|resume');
  }
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL: expected a postgres:// or postgresql:// URL');
  }
  const folder = join(__dirname, '../../services', service, 'dist/migrations');
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .flatMap((file) => Object.values(require(join(folder, file))))
    .filter((value) => typeof value === 'function' && typeof value.prototype.up === 'function');
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTransactionMode: 'each',
    applicationName: `${service}-migrate`,
  });
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations();
    console.log(
      JSON.stringify({
        service,
        msg: 'migrations done',
        ran: ran.map((migration) => migration.name),
      }),
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(JSON.stringify({ msg: 'migrations failed', err: String(error?.message ?? error) }));
  process.exit(1);
});
