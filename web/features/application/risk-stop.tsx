import type { ReactElement } from 'react';
import type { OnlineSigningRiskReason } from '../../../domain/application/online-signing-risk';
import { ONLINE_SIGNING_REFUSED } from '../../../domain/application/online-signing-risk';
import { PhoneLink } from '../../components/phone-link';

/** "§ 15" never breaks after the section sign. */
const keepSectionSign = (text: string): string => text.replaceAll('§ ', '§\u00a0');

/**
 * § 15 GwG: why this customer cannot sign online, and "Beratung anfragen". The callback form
 * posts the same fields again (hidden), so the server checks them anew and stores the request.
 */
export const RiskStop = ({
  reasons,
  fields,
  action,
  phoneNumber,
  bookingUrl,
}: {
  readonly reasons: readonly OnlineSigningRiskReason[];
  readonly fields: Readonly<Record<string, string>>;
  readonly action: string;
  readonly phoneNumber: string;
  /** /beratung/termin with the SPEC §3 source of the risk stop and the tariff. */
  readonly bookingUrl: string;
}): ReactElement => (
  <section className="app-stop" aria-labelledby="app-stop-title" data-testid="risk-stop">
    <h2 className="app-stop__title" id="app-stop-title">
      {ONLINE_SIGNING_REFUSED.title}
    </h2>
    <ul className="app-stop__reasons">
      {reasons.map((reason) => (
        <li key={reason.kind}>{keepSectionSign(reason.message)}</li>
      ))}
    </ul>
    <p>{keepSectionSign(ONLINE_SIGNING_REFUSED.explanation)}</p>
    {/* A plain post: the server checks the fields again and answers the confirmation page. */}
    <form method="post" action={action} className="app-stop__form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value="callback" className="rk-button rk-button--primary">
        Beratung anfragen
      </button>
    </form>
    <p>
      Oder wählen Sie selbst eine Zeit:{' '}
      <a href={bookingUrl} data-testid="booking-entry">
        Beratungstermin vereinbaren
      </a>
    </p>
    <p>
      Oder rufen Sie uns an: <PhoneLink phone={phoneNumber} /> (kostenlos)
    </p>
  </section>
);

/** After "Beratung anfragen": the confirmation. */
export const CallbackConfirmation = ({
  phoneNumber,
}: {
  readonly phoneNumber: string;
}): ReactElement => (
  <section className="app-stop" role="status" data-testid="callback-stored">
    <h2 className="app-stop__title">Vielen Dank – wir rufen Sie zurück</h2>
    <p>
      Ihre Anfrage ist bei uns eingegangen. Eine Beraterin oder ein Berater meldet sich in Kürze
      telefonisch bei Ihnen, um den Abschluss gemeinsam mit Ihnen vorzubereiten.
    </p>
    <p>
      Sie erreichen uns auch direkt: <PhoneLink phone={phoneNumber} /> (kostenlos)
    </p>
  </section>
);
