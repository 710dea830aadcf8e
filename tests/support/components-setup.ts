import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a form's round trip
// (validation, the mocked answer, the render) can take longer. They still return as soon as the
// awaited content is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
