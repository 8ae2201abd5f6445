import { describe, expect, it } from 'vitest';
import { isPlainLeftClick, pressButton, settleButton } from '../../../web/components/button-state';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('the button states (SPEC §4)', () => {
  it('starts the action from idle and becomes navigating', () => {
    expect(pressButton('idle')).toEqual({ state: 'navigating', runs: true });
  });

  it('ignores presses while navigating', () => {
    expect(pressButton('navigating')).toEqual({ state: 'navigating', runs: false });
  });

  it('is idle again after the action, unless it has been removed', () => {
    expect(settleButton(true)).toBe('idle');
    expect(settleButton(false)).toBeNull();
  });

  it('leaves middle clicks and modified clicks on a link to the browser', () => {
    expect(isPlainLeftClick(click)).toBe(true);
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, altKey: true })).toBe(false);
  });
});
