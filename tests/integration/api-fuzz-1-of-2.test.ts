import { expect, it } from 'vitest';

import { describeApiFuzz } from '../support/api-fuzz/fuzz-suite';

// Issue 15: the API fuzz, every second operation of the document (tests/support/api-fuzz/fuzz-suite.ts).
const share = describeApiFuzz(1, 2);

it('fuzzes its half of every operation the document publishes', () => {
  expect(share.all).toBeGreaterThan(90);
  expect(share.mine).toBeGreaterThanOrEqual(Math.floor(share.all / 2));
});
