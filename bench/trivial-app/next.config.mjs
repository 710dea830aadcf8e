import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Its own root: inside the app's repository, Next would otherwise take the repository as the
// workspace and compile the app's middleware and instrumentation into this baseline.
const root = path.dirname(fileURLToPath(import.meta.url));

export default { poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root };
