import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  type IdentificationState,
  identificationStatusLabel,
} from '../../../../domain/identification/identification-state';
import { IdentificationChoices } from '../../../../web/features/customer-area/identification-choices';

const render = (state: IdentificationState): string =>
  renderToString(
    <IdentificationChoices
      view={{
        reference: 'RK-2026-IDENT001',
        state,
        statusLabel: identificationStatusLabel(state),
        offered: [{ type: 'ausweiskopie', label: 'Ausweiskopie hochladen' }],
        dutyText: 'Vereinfachte Sorgfaltspflichten (§ 14 GwG).',
        reminderDays: [],
      }}
      notice={null}
      noticeIsWarning={false}
      error={null}
      couponHref="/coupon"
    />,
  ).replaceAll('<!-- -->', '');

describe('the identification page by state', () => {
  it('says an ID copy is being checked and offers no new start meanwhile', () => {
    const html = render({ status: 'inReview', type: 'ausweiskopie' });
    expect(html).toContain('Ausweiskopie wird geprüft');
    expect(html).toContain(
      'Wir haben beide Seiten Ihrer Ausweiskopie erhalten. Ihr Versicherer prüft sie; Sie müssen nichts weiter tun.',
    );
    expect(html).not.toContain('name="type"');
  });

  it('says a done identification is done, with nothing to choose', () => {
    const html = render({ status: 'done', type: 'ausweiskopie' });
    expect(html).toContain('Identifizierung abgeschlossen');
    expect(html).toContain('Ihre Identifizierung ist abgeschlossen. Sie müssen nichts weiter tun.');
    expect(html).not.toContain('name="type"');
  });

  it('offers the choice while the ID copy still waits for its sides', () => {
    const html = render({ status: 'inProgress', type: 'ausweiskopie' });
    expect(html).toContain('name="type"');
    expect(html).not.toContain('ident-in-review');
  });
});
