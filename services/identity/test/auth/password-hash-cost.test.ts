import { hashPassword, setPasswordHashCost, verifyPassword } from '../../src/auth/passwords';

describe('password hash cost', () => {
  afterEach(() => setPasswordHashCost('standard'));

  it('hashes with argon2id at 64 MiB and 3 passes unless told otherwise', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
  });

  it('hashes lightly for tests, and still checks a hash made at the standard cost', async () => {
    const standard = await hashPassword('correct horse battery');
    setPasswordHashCost('light');
    const light = await hashPassword('correct horse battery');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    expect(await verifyPassword(light, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(standard, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(null, 'correct horse battery')).toBe(false);
  });
});
