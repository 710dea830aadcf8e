import { z } from 'zod';

describe('the browser set-up before hydration', () => {
  afterAll(() => {
    z.config({ jitless: false });
  });

  it('turns off zod’s compiled parsers, whose `new Function` probe the page policy reports', async () => {
    await import('@/instrumentation-client');
    expect(z.config().jitless).toBe(true);
  });
});
