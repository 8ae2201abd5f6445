import { describe, expect, it } from 'vitest';
import { consentOfForm } from '../../../../adapters/server/routes/consent.route';

describe('consentOfForm (the consent banner without JavaScript)', () => {
  it('grants all, only the necessary, or the ticked types with the functional one', () => {
    expect(consentOfForm({ choice: 'all' })).toEqual(['f', 'a', 'm']);
    expect(consentOfForm({ choice: 'necessary', consent: ['a', 'm'] })).toEqual(['f']);
    expect(consentOfForm({ choice: 'selection', consent: 'm' })).toEqual(['f', 'm']);
    expect(consentOfForm({ choice: 'selection', consent: ['a', 'x', 'a'] })).toEqual(['f', 'a']);
    expect(consentOfForm({})).toEqual(['f']);
  });
});
