import { describeApiFuzz } from '../support/api-fuzz/fuzz-suite';

// Issue 15: the API fuzz, every second operation of the document (tests/support/api-fuzz/fuzz-suite.ts).
describeApiFuzz(1, 2);
