import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT_HEADER, portalUserAgent } from '../../../domain/http/user-agent';
import { APP_VERSION, apiHeaders } from '../../../web/boot/api-call';

describe('the portal user-agent (SPEC §7)', () => {
  it('is Rentenkompass/<version> (+portal), in the browser in x-rk-user-agent', () => {
    expect(portalUserAgent('0.1.0')).toBe('Rentenkompass/0.1.0 (+portal)');
    expect(portalUserAgent('2.0.0', 'Partnerportal')).toBe('Partnerportal/2.0.0 (+portal)');
    expect(BROWSER_USER_AGENT_HEADER).toBe('x-rk-user-agent');
  });

  it('is what the boot module sends with its calls, as the fetch client does', () => {
    expect(apiHeaders()['x-rk-user-agent']).toBe(`Rentenkompass/${APP_VERSION} (+portal)`);
  });
});
