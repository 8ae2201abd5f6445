import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import { RiskStop } from '../../../../web/features/application/risk-stop';

describe('the risk stop', () => {
  it('offers „Beratungstermin vereinbaren“ with the risk stop’s origin beside „Beratung anfragen“', () => {
    const html = renderToString(
      <RiskStop
        reasons={[]}
        fields={{}}
        action="/personal-data?tariffId=t-1"
        phoneNumber="0800 123 45 67"
        bookingUrl={bookingUrlOf({ origin: 'riskStop', product: 'riester', tariffId: 't-1' })}
      />,
    ).replaceAll('&amp;', '&');
    expect(html).toContain('Beratung anfragen');
    expect(html).toContain('href="/beratung/termin?origin=riskStop&product=riester&tariffId=t-1"');
    expect(html).toContain('Beratungstermin vereinbaren');
  });
});
