import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dropOtherBuildsRouteCache } from '@/server/route-cache-build.mjs';

/** A build folder with one page a server cached at run time. */
describe('pages cached by another build', () => {
  let distDir: string;
  const page = () => path.join(distDir, 'server', 'route-cache', 'APP_PAGE', 'k', 'demo.html');
  const cachePage = (html: string) => {
    fs.mkdirSync(path.dirname(page()), { recursive: true });
    fs.writeFileSync(page(), html);
  };
  const build = (id: string) => fs.writeFileSync(path.join(distDir, 'BUILD_ID'), id);

  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-'));
    fs.mkdirSync(path.join(distDir, 'server'));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it("drops what an earlier build's server wrote into a new build, and keeps the build's own", () => {
    build('b2');
    cachePage('<script src="/_next/static/chunks/old.js">');
    expect(dropOtherBuildsRouteCache(distDir)).toBe(true);
    expect(fs.existsSync(page())).toBe(false);

    // Restarting the same build keeps the pages its server cached.
    cachePage('<script src="/_next/static/chunks/new.js">');
    expect(dropOtherBuildsRouteCache(distDir)).toBe(false);
    expect(fs.readFileSync(page(), 'utf8')).toContain('new.js');

    // The next build's first start drops them.
    build('b3');
    expect(dropOtherBuildsRouteCache(distDir)).toBe(true);
    expect(fs.existsSync(page())).toBe(false);
  });

  it('starts a build with nothing cached quietly', () => {
    build('b1');
    expect(dropOtherBuildsRouteCache(distDir)).toBe(false);
    expect(dropOtherBuildsRouteCache(distDir)).toBe(false);
  });
});
