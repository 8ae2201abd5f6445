import { describe, expect, it } from 'vitest';
import { smoothScrollTo } from '../../../../web/features/smooth-scroll/smooth-scroll';

/** A window whose frames the test runs by hand, 100 ms apart. */
const fakeWindow = (scrollY: number) => {
  const positions: number[] = [];
  let frame: ((time: number) => void) | null = null;
  const win = {
    scrollY,
    scrollTo: (_x: number, y: number) => {
      positions.push(y);
      win.scrollY = y;
    },
    requestAnimationFrame: (run: (time: number) => void) => {
      frame = run;
      return 1;
    },
    cancelAnimationFrame: () => {
      frame = null;
    },
  };
  const runFrames = (count: number, startMs = 5000): void => {
    for (let i = 0; i < count && frame !== null; i += 1) {
      const run = frame;
      frame = null;
      run(startMs + i * 100);
    }
  };
  return { win, positions, runFrames, pending: () => frame !== null };
};

describe('smoothScrollTo (SPEC §9: 1000 ms, out-circ)', () => {
  it('eases out from the start to the target in 1000 ms, then reports done', () => {
    const { win, positions, runFrames, pending } = fakeWindow(0);
    let done = false;
    smoothScrollTo(win, 1000, false, () => {
      done = true;
    });
    runFrames(12);
    // Out-circ: sqrt(1 - (t - 1)^2); at 100 ms 436, at 500 ms 866, at 1000 ms the target.
    expect(positions.slice(0, 3)).toEqual([0, 436, 600]);
    expect(positions[5]).toBe(866);
    expect(positions.at(-1)).toBe(1000);
    expect(positions).toHaveLength(11);
    expect(done).toBe(true);
    expect(pending()).toBe(false);
  });

  it('jumps at once with reduced motion', () => {
    const { win, positions, pending } = fakeWindow(200);
    let done = false;
    smoothScrollTo(win, 900, true, () => {
      done = true;
    });
    expect(positions).toEqual([900]);
    expect(done).toBe(true);
    expect(pending()).toBe(false);
  });

  it('stops when cancelled', () => {
    const { win, positions, runFrames } = fakeWindow(0);
    const cancel = smoothScrollTo(win, 1000, false);
    runFrames(2);
    cancel();
    runFrames(5);
    expect(positions).toHaveLength(2);
  });
});
