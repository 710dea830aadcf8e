// Lighthouse 12 (mobile preset defaults) on the trivial page, the shop home, a type list, an item
// page and a catalogue page.
import fs from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { CHROMIUM_FLAGS } from '../scripts/chromium';

import { ROOT } from './config';
import { errorMessage, median, ratio, round } from './stats';
import {
  AUDITED_PAGES,
  type AuditedPage,
  type LighthouseFigures,
  type LighthousePage,
  type LighthouseScores,
} from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function score(lhr: Result, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
}

function numericAudit(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return value == null ? null : round(value, id === 'cumulative-layout-shift' ? 3 : 0);
}

interface NetworkRow {
  resourceType?: string;
  transferSize?: number;
}

/** Transferred bytes per the network-requests audit: scripts apart, then everything. */
function transferSizes(lhr: Result): {
  scriptBytes: number;
  scriptRequests: number;
  totalBytes: number;
} {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined;
  let scriptBytes = 0;
  let scriptRequests = 0;
  let totalBytes = 0;
  for (const row of details?.items ?? []) {
    const size = row.transferSize ?? 0;
    totalBytes += size;
    if (row.resourceType === 'Script') {
      scriptBytes += size;
      scriptRequests++;
    }
  }
  return { scriptBytes, scriptRequests, totalBytes };
}

/** Audits that cost points in the pass/fail categories, to say what to fix. */
function failedAudits(lhr: Result): Record<string, string> {
  const failed: Record<string, string> = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failed[ref.id] = audit.title;
    }
  }
  return failed;
}

interface ConsoleRow {
  description?: string;
  sourceLocation?: { url?: string };
}

/** The browser console errors Lighthouse saw (they cost Best Practices points), grouped by message. */
function consoleErrors(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details as { items?: ConsoleRow[] } | undefined;
  const byMessage = new Map<string, Set<string>>();
  for (const row of details?.items ?? []) {
    const message = (row.description ?? 'error').replace(
      /^Failed to load resource: the server responded with a status of /,
      'HTTP ',
    );
    const urls = byMessage.get(message) ?? new Set<string>();
    if (row.sourceLocation?.url) urls.add(row.sourceLocation.url.replace(/^https?:\/\/[^/]+/, ''));
    byMessage.set(message, urls);
  }
  return [...byMessage].map(([message, urls]) => {
    const list = [...urls];
    const shown =
      list.slice(0, 5).join(', ') + (list.length > 5 ? ` and ${list.length - 5} more` : '');
    return list.length ? `${message}: ${shown}` : message;
  });
}

function scores(lhr: Result): LighthouseScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}

async function auditPage(
  port: number,
  page: AuditedPage,
  url: string,
  runs: number,
  reportFile: string,
): Promise<LighthousePage> {
  const results: Array<{ lhr: Result; html: string }> = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    results.push({
      lhr: result.lhr,
      html: Array.isArray(result.report) ? (result.report[0] ?? '') : result.report,
    });
  }
  const chosen = median(results, (r) => r.lhr.categories.performance?.score ?? 0);
  if (!chosen) throw new Error('Lighthouse returned no result');
  const { lhr } = chosen;
  fs.writeFileSync(reportFile, chosen.html);
  return {
    page,
    url,
    scores: scores(lhr),
    ...transferSizes(lhr),
    metricsMs: {
      fcp: numericAudit(lhr, 'first-contentful-paint'),
      lcp: numericAudit(lhr, 'largest-contentful-paint'),
      tbt: numericAudit(lhr, 'total-blocking-time'),
      speedIndex: numericAudit(lhr, 'speed-index'),
    },
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runs,
    reportFile: path.relative(ROOT, reportFile),
    failedAudits: failedAudits(lhr),
    consoleErrors: consoleErrors(lhr),
    ...(lhr.runtimeError
      ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : {}),
  };
}

export interface LighthouseOptions {
  enabled: boolean;
  chromePath: string;
  runs: number;
  /** Prefix of the HTML reports, e.g. bench/1k → bench/1k-home.report.html. */
  reportPrefix: string;
}

/** Never throws: a Lighthouse that cannot run here is reported as such. */
export async function runLighthouse(
  baseUrl: string,
  paths: Record<AuditedPage, string>,
  options: LighthouseOptions,
): Promise<LighthouseFigures> {
  const figures: LighthouseFigures = { status: 'ok', pages: {}, pageErrors: {}, scriptRatios: {} };
  if (!options.enabled) return { ...figures, status: 'skipped' };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (!fs.existsSync(options.chromePath))
      throw new Error(
        `no Chromium at ${options.chromePath} (set CHROMIUM_PATH, or apt-get install -y chromium)`,
      );
    chrome = await chromeLauncher.launch({
      chromePath: options.chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    for (const page of AUDITED_PAGES) {
      try {
        const reportFile = `${options.reportPrefix}-${page}.report.html`;
        figures.pages[page] = await auditPage(
          chrome.port,
          page,
          new URL(paths[page], baseUrl).href,
          options.runs,
          reportFile,
        );
        console.log(`    ${page}: ${JSON.stringify(figures.pages[page]?.scores)}`);
      } catch (error) {
        figures.pageErrors[page] = errorMessage(error);
        console.log(`    ${page}: Lighthouse failed: ${errorMessage(error)}`);
      }
    }
    figures.chromeVersion = /Chrome\/([\d.]+)/.exec(await chromeVersion(chrome.port))?.[1];
  } catch (error) {
    figures.status = 'error';
    figures.error = errorMessage(error);
    console.log(`    Lighthouse could not run: ${figures.error}`);
  } finally {
    try {
      chrome?.kill();
    } catch {
      // Already gone.
    }
  }
  if (Object.keys(figures.pageErrors).length > 0 && figures.status === 'ok') {
    figures.status = 'error';
    figures.error = Object.entries(figures.pageErrors)
      .map(([page, message]) => `${page}: ${message}`)
      .join('; ');
  }
  const trivialScripts = figures.pages.trivial?.scriptBytes;
  for (const page of AUDITED_PAGES) {
    if (page !== 'trivial')
      figures.scriptRatios[page] = ratio(figures.pages[page]?.scriptBytes, trivialScripts);
  }
  return figures;
}

async function chromeVersion(port: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`, {
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { Browser?: string };
    return body.Browser?.replace('HeadlessChrome', 'Chrome') ?? '';
  } catch {
    return '';
  }
}
