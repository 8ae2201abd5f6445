import type { ReactElement } from 'react';
import { IDENTIFICATION_PATH } from '../../../domain/identification/identification-paths';
import { isIdentificationOpen } from '../../../domain/identification/identification-state';
import type { IdentificationView } from '../../../ports/use-cases/identification.use-case';
import './customer-area.css';
import './identification.css';

/** A document POST to the page with the application and the choice (works without JavaScript). */
const ChoiceForm = ({
  reference,
  intent,
  children,
}: {
  readonly reference: string;
  readonly intent: string;
  readonly children: ReactElement | readonly ReactElement[];
}): ReactElement => (
  <form method="post" action={IDENTIFICATION_PATH} className="ident-form">
    <input type="hidden" name="antrag" value={reference} />
    <input type="hidden" name="intent" value={intent} />
    {children}
  </form>
);

/**
 * SPEC §3 identification choice: start now (by one of the offered types), send the link by SMS
 * to the phone, or identify later (a reminder mail). A done identification shows its status only.
 */
export const IdentificationChoices = ({
  view,
  notice,
  noticeIsWarning,
  error,
  couponHref,
}: {
  readonly view: IdentificationView;
  readonly notice: string | null;
  readonly noticeIsWarning: boolean;
  readonly error: string | null;
  readonly couponHref: string;
}): ReactElement => {
  const { reference, state } = view;
  const first = view.offered[0]?.type;
  const checked = state.status === 'open' ? first : state.type;
  return (
    <div className="ident" data-reference={reference}>
      <section className="area-card" aria-labelledby="ident-status">
        <h2 id="ident-status">{`Antrag ${reference}`}</h2>
        <p>
          <span className="area-status" data-status={state.status} data-testid="ident-status">
            {view.statusLabel}
          </span>
        </p>
        {notice === null ? null : (
          <p
            className={noticeIsWarning ? 'area-error' : 'area-notice'}
            role="status"
            data-testid="ident-notice"
          >
            {notice}
          </p>
        )}
        {error === null ? null : (
          <p className="area-error" role="alert" data-testid="ident-error">
            {error}
          </p>
        )}
        <p>{view.dutyText}</p>
        {state.status === 'done' ? (
          <p data-testid="ident-done">
            Ihre Identifizierung ist abgeschlossen. Sie müssen nichts weiter tun.
          </p>
        ) : null}
        {state.status === 'inReview' ? (
          <p data-testid="ident-in-review">
            Wir haben beide Seiten Ihrer Ausweiskopie erhalten. Ihr Versicherer prüft sie; Sie
            müssen nichts weiter tun.
          </p>
        ) : null}
        {state.status === 'inProgress' && state.type === 'postIdent' ? (
          <p>
            <a
              className="rk-button rk-button--primary"
              href={couponHref}
              data-testid="ident-coupon"
            >
              Postident-Coupon herunterladen (PDF)
            </a>
          </p>
        ) : null}
      </section>
      {isIdentificationOpen(state) ? (
        <>
          <section className="area-card" aria-labelledby="ident-start">
            <h2 id="ident-start">Jetzt identifizieren</h2>
            <ChoiceForm reference={reference} intent="startIdentification">
              <fieldset className="ident-types">
                <legend>Wie möchten Sie sich identifizieren?</legend>
                {view.offered.map((offer) => (
                  <label key={offer.type} className="ident-type">
                    <input
                      type="radio"
                      name="type"
                      value={offer.type}
                      defaultChecked={offer.type === checked}
                    />
                    <span>{offer.label}</span>
                  </label>
                ))}
              </fieldset>
              <button
                type="submit"
                className="rk-button rk-button--primary"
                data-testid="ident-start"
              >
                Identifizierung starten
              </button>
            </ChoiceForm>
          </section>
          <section className="area-card" aria-labelledby="ident-sms">
            <h2 id="ident-sms">Am Smartphone identifizieren</h2>
            <p>Wir schicken Ihnen den Link zu dieser Seite per SMS an Ihre Mobilnummer.</p>
            <ChoiceForm reference={reference} intent="sendSms">
              <button
                type="submit"
                className="rk-button rk-button--secondary"
                data-testid="ident-sms"
              >
                Link per SMS senden
              </button>
            </ChoiceForm>
          </section>
          <section className="area-card" aria-labelledby="ident-later">
            <h2 id="ident-later">Später identifizieren</h2>
            <p>
              Wir erinnern Sie nach zwei Tagen und nach einer Woche per E-Mail mit dem Link zu
              dieser Seite, jeweils an einem Werktag um 10 Uhr. Ihr Versicherer beginnt den Vertrag
              erst, wenn Sie identifiziert sind.
            </p>
            <ChoiceForm reference={reference} intent="identifyLater">
              <button
                type="submit"
                className="rk-button rk-button--secondary"
                data-testid="ident-later"
              >
                Per E-Mail erinnern
              </button>
            </ChoiceForm>
          </section>
        </>
      ) : null}
    </div>
  );
};
