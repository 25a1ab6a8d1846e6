/**
 * A Vitest reporter that counts what the visual gate did (`task.meta.visual`, set by
 * .storybook/vitest.setup.ts): compared, skipped because the browser is not the pinned one, or
 * disabled (blank stories). Prints one line at the end and writes reports/visual.json, which
 * scripts/ci-summary.mjs reads: a skipped comparison is reported as skipped, never as passed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

export default class VisualReporter implements Reporter {
  private counts = { compared: 0, skipped: 0, disabled: 0 };
  /** Reference images compared (a compared story has one per theme). */
  private references = 0;
  private reasons = new Set<string>();
  /** How the comparisons ended: `equal` (the reference's bytes), `matched` (its pixels, after recapture), … */
  private outcomes: Record<string, number> = {};

  onTestCaseResult(testCase: TestCase) {
    const meta = testCase.meta() as {
      visual?: 'compared' | 'skipped' | 'disabled';
      visualSkipReason?: string;
      visualReferences?: number;
      visualOutcomes?: string[];
    };
    if (!meta.visual) return;
    this.counts[meta.visual] += 1;
    if (meta.visual === 'compared') this.references += meta.visualReferences ?? 1;
    if (meta.visualSkipReason) this.reasons.add(meta.visualSkipReason);
    for (const outcome of meta.visualOutcomes ?? []) this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + 1;
  }

  onTestRunEnd() {
    const { compared, skipped, disabled } = this.counts;
    if (compared + skipped + disabled === 0) return;
    const why = this.reasons.size > 0 ? ` (${[...this.reasons].join('; ')})` : '';
    const how = Object.entries(this.outcomes)
      .map(([outcome, count]) => `${count} ${outcome}`)
      .join(', ');
    console.log(
      `\nvisual: ${compared} compared (${this.references} references: light and dark${how ? `; ${how}` : ''}), ` +
        `${skipped} skipped${why}, ${disabled} without a snapshot (blank)`,
    );
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/visual.json',
      JSON.stringify(
        { ...this.counts, references: this.references, outcomes: this.outcomes, reasons: [...this.reasons] },
        null,
        2,
      ),
    );
  }
}
