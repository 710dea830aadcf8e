import { hashPassword, PRODUCTION_COST, scryptCost, verifyPassword } from '@/lib/auth/password';

describe('scrypt cost', () => {
  it('is the OWASP cost (2^17) outside the test runner, whatever TEST_SCRYPT_COST says', () => {
    expect(PRODUCTION_COST).toBe(131072);
    expect(scryptCost({ NODE_ENV: 'production', TEST_SCRYPT_COST: '1024' })).toBe(131072);
    expect(scryptCost({ NODE_ENV: 'development', TEST_SCRYPT_COST: '1024' })).toBe(131072);
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(131072);
  });

  it('may be lowered under the test runner to a power of two no lower than 2^10', () => {
    expect(scryptCost({ NODE_ENV: 'test', TEST_SCRYPT_COST: '16384' })).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(131072);
    for (const bad of ['512', '3000', 'abc', '-16384', '262144'])
      expect(scryptCost({ NODE_ENV: 'test', TEST_SCRYPT_COST: bad })).toBe(131072);
  });
});

describe('password hashes', () => {
  it('verify the right password and refuse a wrong or tampered one', async () => {
    const stored = await hashPassword('Correcta1234!');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Correcta1234!', stored)).toBe(true);
    expect(await verifyPassword('correcta1234!', stored)).toBe(false);
    const parts = stored.split('$');
    expect(
      await verifyPassword('Correcta1234!', ['scrypt', 2 ** 21, ...parts.slice(2)].join('$')),
    ).toBe(false);
    expect(await verifyPassword('Correcta1234!', 'bcrypt$whatever')).toBe(false);
  });

  it('keep verifying hashes stored at the production cost after the cost changes', async () => {
    const previous = process.env.TEST_SCRYPT_COST;
    process.env.TEST_SCRYPT_COST = '';
    try {
      const stored = await hashPassword('Correcta1234!');
      expect(stored.startsWith('scrypt$131072$')).toBe(true);
      process.env.TEST_SCRYPT_COST = '1024';
      expect(await verifyPassword('Correcta1234!', stored)).toBe(true);
    } finally {
      process.env.TEST_SCRYPT_COST = previous;
    }
  }, 30_000);
});
