// Runs in the browser before hydration, before any island's module defines a schema. zod 4 probes
// `new Function` when it defines an object schema (to compile faster parsers); under the pages'
// Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation even though zod
// catches it. `jitless` skips the probe; the server keeps compiled parsers. Set on the global zod
// keeps its configuration in (what `z.config` writes), so no zod code joins every page's scripts.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodConfig = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};
