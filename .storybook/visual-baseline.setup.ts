/**
 * Vitest global setup of the story project: a pinned browser other than the one that made the
 * references stops the run here, with one message, instead of failing every screenshot.
 */
import type { TestProject } from 'vitest/node';
import { visualDecision, type BrowserInfo } from './visualBaseline';

export default function setup(project: TestProject) {
  const browser = (project.config.provide as { browser?: BrowserInfo | null }).browser;
  const updating = project.config.snapshotOptions.updateSnapshot === 'all';
  const decision = visualDecision(browser, updating);
  if (!decision.compare && decision.fail) throw new Error(decision.message);
  if (!decision.compare) console.warn(`visual: pixel comparisons will be skipped: ${decision.reason}.`);
}
