import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dropOtherBuildsCaches } from '@/server/route-cache-build.mjs';

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
    expect(dropOtherBuildsCaches(distDir)).toBe(true);
    expect(fs.existsSync(page())).toBe(false);

    // Restarting the same build keeps the pages its server cached.
    cachePage('<script src="/_next/static/chunks/new.js">');
    expect(dropOtherBuildsCaches(distDir)).toBe(false);
    expect(fs.readFileSync(page(), 'utf8')).toContain('new.js');

    // The next build's first start drops them.
    build('b3');
    expect(dropOtherBuildsCaches(distDir)).toBe(true);
    expect(fs.existsSync(page())).toBe(false);
  });

  it('drops the tagged reads another build cached too: their answers may have changed shape', () => {
    build('b2');
    dropOtherBuildsCaches(distDir);
    const read = path.join(distDir, 'cache', 'fetch-cache', '3f2a');
    fs.mkdirSync(path.dirname(read), { recursive: true });
    fs.writeFileSync(read, '{"kind":"FETCH","data":{"body":"{}"}}');
    // A restart keeps them…
    expect(dropOtherBuildsCaches(distDir)).toBe(false);
    expect(fs.existsSync(read)).toBe(true);
    // …the next build's first start does not.
    build('b3');
    expect(dropOtherBuildsCaches(distDir)).toBe(true);
    expect(fs.existsSync(read)).toBe(false);
  });

  it('starts a build with nothing cached quietly', () => {
    build('b1');
    expect(dropOtherBuildsCaches(distDir)).toBe(false);
    expect(dropOtherBuildsCaches(distDir)).toBe(false);
  });
});
