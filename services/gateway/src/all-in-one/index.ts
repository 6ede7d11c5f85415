import { runService } from '@vitae/service-kit';

import { startAllInOne } from './all-in-one';

export { type AllInOne, startAllInOne } from './all-in-one';

if (require.main === module) {
  runService('vitae', async () => {
    const vitae = await startAllInOne();
    process.stdout.write(
      `\nVitae is running at ${vitae.url.replace('127.0.0.1', 'localhost')}\n\n`,
    );
    return vitae;
  });
}
