import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const protoDir = resolve(__dirname, '..');
const buf = resolve(protoDir, '../node_modules/.bin/buf');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('generated code', () => {
  it('is what `npm run generate -w proto` produces from the .proto files', () => {
    const out = mkdtempSync(join(tmpdir(), 'vitae-proto-'));
    try {
      // The committed template, with its output prefixed by the temporary folder.
      execFileSync(buf, ['generate', '--template', 'buf.gen.yaml', '--output', out], {
        cwd: protoDir,
        stdio: 'pipe',
      });
      const fresh = join(out, 'src/gen');
      const committed = join(protoDir, 'src/gen');
      const list = (dir: string) =>
        files(dir)
          .map((file) => relative(dir, file))
          .sort();
      expect(list(fresh)).toEqual(list(committed));
      for (const file of list(committed)) {
        expect({ file, text: readFileSync(join(fresh, file), 'utf8') }).toEqual({
          file,
          text: readFileSync(join(committed, file), 'utf8'),
        });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
