import { describe, expect, it } from 'vitest';
import { BASELINE_VERSION, visualDecision } from './visualBaseline';

describe('which browser compares pixels', () => {
  it('the pinned browser that made the references compares', () => {
    expect(visualDecision({ kind: 'pinned', version: BASELINE_VERSION }, false)).toEqual({ compare: true });
  });

  it('a pinned browser of another version fails once, saying how to re-baseline', () => {
    const decision = visualDecision({ kind: 'pinned', version: '999.0.0.0' }, false);
    expect(decision).toMatchObject({ compare: false, fail: true });
    expect('message' in decision && decision.message).toMatch(/999\.0\.0\.0.*npm run test:visual:update/);
  });

  it('while updating, any pinned version writes references', () => {
    expect(visualDecision({ kind: 'pinned', version: '999.0.0.0' }, true)).toEqual({ compare: true });
  });

  it('a browser from CHROMIUM_PATH skips the comparison even at the same version (no project fontconfig)', () => {
    expect(visualDecision({ kind: 'env', version: BASELINE_VERSION }, false)).toMatchObject({
      compare: false,
      fail: false,
    });
  });

  it('a system browser skips the comparison, with the reason', () => {
    const decision = visualDecision({ kind: 'system', version: '156.0.8078.73' }, false);
    expect(decision).toMatchObject({ compare: false, fail: false });
    expect('reason' in decision && decision.reason).toMatch(/Chromium 156\.0\.8078\.73.*not the pinned launch/);
  });
});
