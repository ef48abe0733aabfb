/**
 * Lighthouse (mobile preset: its default config, simulated throttling) of the built app through a user flow
 * that signs in (issue 26: performance 90 or more, largest contentful paint under 2.5 s): the sign-in page,
 * the sign-in itself (a timespan), then, with the session kept, the user's dashboard, an evaluation form
 * (/evaluate/skill/<id>), a performance card (/performance-card/<employee>/<period>), and last the admin's
 * dashboard (signed in again as the super admin, outside the measured steps). Every navigation starts with an
 * empty HTTP cache (the storage, which holds the session, stays), so each step loads all that its screen needs,
 * as a first visit does, and the steps compare with one another and from run to run.
 *
 * The figures depend on the machine: Lighthouse multiplies the CPU time it observes by 4, so a busy machine
 * scores lower. One unreported flow first (the server's caches and the JIT warm up), then LIGHTHOUSE_RUNS
 * measured flows (default 3), each in a fresh browser; per step the median of each figure is printed, with
 * the load average before and after and Lighthouse's benchmark index of this machine; "(here)" is the LCP this
 * machine saw before the simulation. The HTML reports go to bench/results/lighthouse/<time>/ (not committed).
 * Usage: npm run build && npm run bench:lighthouse
 * (WEB_DIST_DIR=<a copy of an earlier packages/web/dist>, the server's own setting, measures that build instead.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { PASSWORD } from '@performa/server/testing';
import { seedScoredCompany } from './lib/scored-company.ts';
import { freshDataDir, median, ROOT, startServer } from './lib/server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUT = path.join(ROOT, 'bench/results/lighthouse', new Date().toISOString().slice(0, 19).replace(/:/g, '-'));

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Signs in through the login form on the page as it is (the form must be on screen) and waits for the shell. */
async function signIn(page: Page, username: string) {
  await page.waitForSelector('[data-testid="login-username"]');
  await page.type('[data-testid="login-username"]', username);
  await page.type('[data-testid="login-password"]', PASSWORD);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="sidebar"]');
  await page.waitForSelector('[data-testid="page-title"]');
}

/** The figures of one step. */
interface StepFigures {
  name: string;
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  /** The LCP as this machine saw it, before Lighthouse's simulation of a phone on a slow network. */
  lcpHere: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: number;
  scriptBytes: number;
  requests: number;
  lcpElement: string;
  benchmarkIndex: number | null;
  /** Lighthouse's error for a step it could not measure (no paint seen, say). */
  error?: string;
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? null;

function figuresOf(lhr: Result, name: string): StepFigures {
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined)?.items ??
    [];
  const of = (type: string) => summary.find((item) => item.resourceType === type);
  // The element of the largest contentful paint (it must be the screen's content, not a loading state).
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ type: string; nodeLabel?: string }> } | undefined;
  const node = lcpDetails?.items?.find((item) => item.type === 'node');
  const score = lhr.categories.performance?.score;
  return {
    name,
    score: score === null || score === undefined ? null : Math.round(score * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    lcpHere:
      (lhr.audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)?.items?.[0]?.observedLargestContentfulPaint ??
      null,
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: of('total')?.transferSize ?? 0,
    scriptBytes: of('script')?.transferSize ?? 0,
    requests: of('total')?.requestCount ?? 0,
    lcpElement: (node?.nodeLabel ?? '').slice(0, 48),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    error: lhr.runtimeError?.code,
  };
}

/**
 * A flow, tried again (up to three times) when it fails or Lighthouse could not measure a step: Chromium drops
 * its requests with ERR_NETWORK_CHANGED when another process on the machine changes the network interfaces (a
 * sign-in then never ends), and a trace now and then misses its navigation start (NO_NAVSTART).
 */
async function measuredFlow(...args: Parameters<typeof runFlow>): Promise<StepFigures[]> {
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const steps = await runFlow(...args);
      const unmeasured = steps.find((step) => step.error);
      if (!unmeasured || attempt === 3) return steps;
      failure = `${unmeasured.name}: ${unmeasured.error}`;
    } catch (error) {
      if (attempt === 3) throw error;
      failure = (error as Error).message.split('\n')[0]!;
    }
    console.warn(`flow failed (${failure}), trying again`);
  }
}

/** One flow in a fresh browser profile; the HTML report is written when `report` names it. */
async function runFlow(baseUrl: string, data: Awaited<ReturnType<typeof seedScoredCompany>>, report?: string): Promise<StepFigures[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true, // --headless=new
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    // A chunk that fails to load leaves a step without its screen: say so rather than report its figures silently.
    page.on('requestfailed', (request) => console.warn(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    // The session lives in localStorage: Lighthouse must not clear it between steps. The HTTP cache is
    // emptied before each navigation instead (below), so that every step loads its screen from the server.
    const flow = await startFlow(page, { name: 'Performa: sign in and the signed-in screens', flags: { disableStorageReset: true } });
    const navigate = async (url: string, name: string) => {
      await cdp.send('Network.clearBrowserCache');
      await flow.navigate(`${baseUrl}${url}`, { name });
    };

    await navigate('/auth/login', 'Sign-in page');
    await flow.startTimespan({ name: 'Sign in (user)' });
    await signIn(page, data.user);
    await flow.endTimespan();
    await navigate('/', 'Dashboard (user)');
    await navigate(`/evaluate/skill/${data.openEvaluationId}`, 'Evaluation form');
    await navigate(`/performance-card/${data.card.employeeId}/${data.card.periodId}`, 'Performance card');
    // The admin's dashboard (charts): sign out by dropping the stored session, sign in as the super admin unmeasured.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/auth/login`);
    await signIn(page, data.admin);
    await navigate('/', 'Dashboard (admin)');

    const result = await flow.createFlowResult();
    if (report) {
      mkdirSync(OUT, { recursive: true });
      writeFileSync(path.join(OUT, `${report}.html`), await flow.generateReport());
      writeFileSync(path.join(OUT, `${report}.json`), JSON.stringify(result));
    }
    return result.steps.map((step) => figuresOf(step.lhr, step.name));
  } finally {
    await browser.close();
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const middle = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : median(present);
};

function print(steps: StepFigures[]) {
  console.log(
    `${'step'.padEnd(20)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'(here)'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'wire'.padStart(8)} ${'JS'.padStart(8)} ${'req'.padStart(4)}  LCP element`,
  );
  for (const s of steps)
    console.log(
      `${s.name.padEnd(20)} ${String(s.score ?? '–').padStart(5)} ${ms(s.fcp).padStart(7)} ${ms(s.lcp).padStart(7)} ${ms(s.lcpHere).padStart(7)} ${(s.tbt === null ? '–' : `${Math.round(s.tbt)} ms`).padStart(7)} ${(s.cls === null ? '–' : s.cls.toFixed(3)).padStart(6)} ${kib(s.bytes).padStart(8)} ${kib(s.scriptBytes).padStart(8)} ${String(s.requests).padStart(4)}  ${s.error ?? s.lcpElement}`,
    );
}

const dataDir = freshDataDir();
const data = await seedScoredCompany(dataDir);
const server = await startServer({ dataDir, port: 3981 });
try {
  console.log(`load average before the warm-up: ${loadAverage()}`);
  await measuredFlow(server.url, data);
  const runs: StepFigures[][] = [];
  for (let run = 1; run <= RUNS; run++) {
    const before = loadAverage();
    const steps = await measuredFlow(server.url, data, `flow-${run}`);
    console.log(`\nrun ${run} of ${RUNS} (load average ${before} → ${loadAverage()}, benchmark index ${middle(steps.map((s) => s.benchmarkIndex))})`);
    print(steps);
    runs.push(steps);
  }
  const medians = runs[0]!.map((first, i): StepFigures => {
    const across = runs.map((steps) => steps[i]!);
    const pick = (key: keyof StepFigures) => middle(across.map((s) => s[key] as number | null));
    return {
      ...first,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      lcpHere: pick('lcpHere'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      bytes: pick('bytes') ?? 0,
      scriptBytes: pick('scriptBytes') ?? 0,
      requests: pick('requests') ?? 0,
      benchmarkIndex: pick('benchmarkIndex'),
    };
  });
  console.log(`\nmedian of ${RUNS} runs (each figure on its own; goal: score ≥ 90, LCP < 2.5 s; load average now ${loadAverage()})`);
  print(medians);
  console.log(`\nreports: ${OUT}/flow-<run>.html`);
} finally {
  await server.stop();
}
