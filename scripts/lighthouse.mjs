/**
 * Lighthouse on the project's own Chromium, offline.
 *
 * The app's images point to placeholder services on the internet, which this
 * machine cannot reach; a failed image request would be logged as a console error
 * and skew the audit. So the placeholder hosts are resolved (by Chromium's
 * --host-resolver-rules) to a small local HTTPS server that answers every request
 * with a stand-in image of a realistic size, as the real service would.
 */
import { createServer } from 'node:https';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own CDP client (a dependency of lighthouse): Playwright, connected over CDP, would emulate
// a light colour scheme on its pages and so hide the browser's own preference.
import puppeteer from 'puppeteer-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, resolveBrowser } from './chromium.mjs';

export const PLACEHOLDER_HOSTS = ['picsum.photos', 'i.pravatar.cc'];
const IMAGE_PORT = Number(process.env.BENCH_IMAGE_PORT ?? 4392);

/** A JPEG-sized SVG stand-in (a few kB, like a compressed 400×300 photo). */
function standInSvg() {
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 37) % 400}" cy="${(i * 53) % 300}" r="${8 + (i % 20)}" fill="#${((i * 2654435761) >>> 8).toString(16).slice(0, 6).padEnd(6, '8')}" fill-opacity=".5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f6c89f"/>${circles.join('')}</svg>`;
}

/** Starts the HTTPS stand-in server (self-signed, made with openssl). */
export async function startStandInImageServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const body = standInSvg();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000' });
    res.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(IMAGE_PORT, '127.0.0.1', resolve);
  });
  return {
    flags: [
      `--host-resolver-rules=${PLACEHOLDER_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${IMAGE_PORT}`).join(', ')}`,
      '--ignore-certificate-errors',
    ],
    stop: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Lighthouse's mobile preset, spelled out rather than left to the default: a Moto G Power
 * sized screen, simulated slow 4G and a 4× slower CPU (`lighthouse/core/config/constants.js`).
 */
const MOBILE_SETTINGS = {
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttling: throttling.mobileSlow4G,
  throttlingMethod: 'simulate',
};

/** The scores of one run, or an Error that says why the run does not count. */
function scoresOf(lhr) {
  if (lhr.runtimeError) {
    return new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const scores = {};
  for (const key of CATEGORIES) {
    const score = lhr.categories?.[key]?.score;
    if (typeof score !== 'number') return new Error(`Lighthouse returned no "${key}" score`);
    scores[key] = score;
  }
  return scores;
}

/**
 * The OS colour scheme the audited browser reports, by Blink's `preferredColorScheme` setting (the app
 * follows `prefers-color-scheme` under its default System theme). Chromium's enum: 0 dark, 1 light
 * (checked: `matchMedia('(prefers-color-scheme: dark)')` in a page of the launched browser).
 */
export const COLOR_SCHEMES = ['light', 'dark'];
const colorSchemeFlag = (scheme) => `--blink-settings=preferredColorScheme=${scheme === 'dark' ? 0 : 1}`;

/**
 * Opens `url` in the launched browser (port `port`) and throws unless the page sees `scheme`: both
 * `prefers-color-scheme` and the side of `light-dark()` the app's tokens take.
 */
async function assertColorScheme(port, url, scheme) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const seen = await page.evaluate(() => {
      // A probe inside the app's body: which side of light-dark() its tokens resolve to there.
      const probe = document.body.appendChild(document.createElement('i'));
      probe.style.color = 'light-dark(rgb(255, 255, 255), rgb(0, 0, 0))';
      const tokens = getComputedStyle(probe).color === 'rgb(0, 0, 0)' ? 'dark' : 'light';
      probe.remove();
      return { media: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light', tokens };
    });
    await page.close();
    if (seen.media !== scheme || seen.tokens !== scheme) {
      throw new Error(`the audited page is not ${scheme}: prefers-color-scheme ${seen.media}, tokens ${seen.tokens}`);
    }
  } finally {
    await browser.disconnect();
  }
}

/**
 * Runs Lighthouse `runs` times (mobile preset) in the OS colour scheme `scheme` ('light' or 'dark') and
 * returns the median score per category. A run with a runtime error or a missing category, or a page
 * not in `scheme`, fails the whole measurement (throws).
 */
export async function lighthouseMedian(url, runs, images, scheme = 'light') {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const browser = resolveBrowser();
    const chrome = await chromeLauncher.launch({
      chromePath: browser.executablePath,
      envVars: { ...process.env, ...browser.env },
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, colorSchemeFlag(scheme), ...(images?.flags ?? [])],
      logLevel: 'silent',
    });
    try {
      if (i === 0) await assertColorScheme(chrome.port, url, scheme);
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        { extends: 'lighthouse:default', settings: MOBILE_SETTINGS },
      );
      if (!result) throw new Error(`Lighthouse run ${i + 1} of ${runs} returned nothing`);
      const scores = scoresOf(result.lhr);
      if (scores instanceof Error) throw new Error(`Lighthouse run ${i + 1} of ${runs} failed: ${scores.message}`);
      if (result.lhr.configSettings.formFactor !== 'mobile') {
        throw new Error(`Lighthouse run ${i + 1} used ${result.lhr.configSettings.formFactor}, not the mobile preset`);
      }
      results.push(scores);
      const errors = result.lhr.audits['errors-in-console'];
      if (errors && errors.score !== 1) {
        console.warn('lighthouse: console errors:', JSON.stringify(errors.details?.items ?? []).slice(0, 500));
      }
    } finally {
      await chrome.kill();
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(CATEGORIES.map((k) => [k, median(results.map((r) => r[k]))]));
}
