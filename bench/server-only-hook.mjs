// `node --import ./bench/server-only-hook.mjs`: lets a script load server modules, whose
// `import 'server-only'` throws outside React's server environment (vitest aliases it likewise).
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
