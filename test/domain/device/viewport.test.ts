import { describe, expect, it } from 'vitest';
import { VIEWPORTS, viewportFor } from '../../../domain/device/viewport';

describe('viewport', () => {
  it('fixes mobile to the device width without zoom and desktop to 1024 (SPEC §9)', () => {
    expect(VIEWPORTS.mobile).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
    );
    expect(VIEWPORTS.desktop).toBe('width=1024');
  });

  it('gives phones and the phone app the mobile viewport, everything else the desktop one', () => {
    expect(viewportFor('mobile')).toBe(VIEWPORTS.mobile);
    expect(viewportFor('app')).toBe(VIEWPORTS.mobile);
    expect(viewportFor('desktop')).toBe(VIEWPORTS.desktop);
    expect(viewportFor('tablet')).toBe(VIEWPORTS.desktop);
    expect(viewportFor('tabletapp')).toBe(VIEWPORTS.desktop);
  });
});
