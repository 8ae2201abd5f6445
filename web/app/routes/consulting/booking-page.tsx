import { type ReactElement, useId } from 'react';
import { CONSULTING_TOPICS } from '../../../../domain/consulting/consulting-topic';
import { DEMO_TEAM_LABEL } from '../../../../domain/consulting/demo-team';
import { CUSTOMER_AREA_PATH } from '../../../../domain/customer-area/customer-area-paths';
import {
  type FieldContext,
  FieldGroup,
  SelectField,
  TextField,
} from '../../../components/form/form-fields';
import { PhoneLink } from '../../../components/phone-link';
import { ERROR_SUMMARY_ID, ErrorSummary } from '../../../features/application/error-summary';
import { JourneyFrame } from '../../../features/application/journey-frame';
import { AppointmentFacts } from '../../../features/consulting/appointment-facts';
import { CallbackForm } from '../../../features/consulting/callback-form';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import type { BookingPageData, BookingProblem } from './consulting-booking-data';
import '../../../features/consulting/consulting.css';

const TOPIC_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Bitte wählen'],
  ...CONSULTING_TOPICS.map((topic) => [topic, topic] as const),
];

/** The way forward after a failed hold or booking, by SPEC §3 reason. */
const ProblemNotice = ({
  problem,
  chooseUrl,
  callbackUrl,
}: {
  readonly problem: BookingProblem;
  readonly chooseUrl: string | null;
  readonly callbackUrl: string;
}): ReactElement => (
  <section className="app-stop" role="alert" data-testid="booking-problem">
    <h2 className="app-stop__title">{problem.message}</h2>
    {problem.reason === 'inquiryBecameOnline' ? (
      <p>
        Den Stand Ihres Antrags sehen Sie in Ihrem <a href={CUSTOMER_AREA_PATH}>Kundenbereich</a>.
      </p>
    ) : (
      <ul className="app-stop__reasons">
        {chooseUrl === null ? null : (
          <li>
            <a href={chooseUrl}>Einen anderen Termin wählen</a>
          </li>
        )}
        <li>
          <a href={callbackUrl}>Rückruf anfordern</a>, wenn kein Termin passt
        </li>
      </ul>
    )}
  </section>
);

const ContactFields = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Ihre Kontaktdaten">
    <TextField ctx={ctx} name="name" label="Vor- und Nachname" autoComplete="name" />
    <TextField
      ctx={ctx}
      name="phoneNumber"
      label="Telefonnummer"
      hint="Unter dieser Nummer rufen wir Sie an, z. B. 030 1234567."
      inputMode="tel"
      autoComplete="tel"
    />
    <TextField
      ctx={ctx}
      name="email"
      label="E-Mail-Adresse"
      hint="Dorthin schicken wir die Bestätigung mit dem Termin für Ihren Kalender."
      inputMode="email"
      autoComplete="email"
    />
    <SelectField ctx={ctx} name="topic" label="Worum geht es?" options={TOPIC_OPTIONS} />
  </FieldGroup>
);

/** /beratung/termin in all its states (see the route's loader and action). */
export const BookingPage = ({ page }: { readonly page: BookingPageData }): ReactElement => {
  const handle = usePageHandle();
  const { phoneNumber: hotline, brandName } = useServices().config;
  const idPrefix = `cb${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const heading = handle?.page.heading ?? 'Beratungstermin vereinbaren';
  const lead =
    'Wählen Sie einen Tag und eine freie halbe Stunde – eine Beraterin oder ein Berater ruft Sie dann kostenlos und unverbindlich an.';
  const frame = (children: ReactElement): ReactElement => (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      {children}
    </JourneyFrame>
  );
  switch (page.kind) {
    case 'link-invalid':
      return frame(
        <section className="app-stop" role="alert" data-testid="booking-link-invalid">
          <h2 className="app-stop__title">{page.message}</h2>
          <p>
            <a href={page.startUrl}>Einen Beratungstermin vereinbaren</a>
          </p>
        </section>,
      );
    case 'choose':
      return frame(
        <>
          {page.problem === null ? null : (
            <ProblemNotice problem={page.problem} chooseUrl={null} callbackUrl={page.callbackUrl} />
          )}
          <section className="consult-section" aria-labelledby={`${idPrefix}-days`}>
            <h2 id={`${idPrefix}-days`}>1. Tag wählen</h2>
            <ul className="consult-days" data-testid="booking-days">
              {page.days.map((day) => (
                <li key={day.date}>
                  <a
                    className="consult-day"
                    href={day.url}
                    aria-current={day.date === page.date ? 'date' : undefined}
                  >
                    {day.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="consult-section" aria-labelledby={`${idPrefix}-slots`}>
            <h2 id={`${idPrefix}-slots`}>{`2. Uhrzeit wählen am ${page.dayText}`}</h2>
            {page.slots.length === 0 ? (
              <p data-testid="booking-no-slots">
                An diesem Tag ist kein Termin frei. Bitte wählen Sie einen anderen Tag.
              </p>
            ) : (
              <form method="post" action={page.action}>
                <input type="hidden" name="intent" value="hold" />
                <p className="step-field__hint">Alle Zeiten in deutscher Zeit, je 30 Minuten.</p>
                <ul className="consult-slots" data-testid="booking-slots">
                  {page.slots.map((slot) => (
                    <li key={slot.start}>
                      <button
                        type="submit"
                        name="start"
                        value={slot.start}
                        className="rk-button rk-button--secondary"
                        aria-label={`${slot.from} bis ${slot.to} Uhr`}
                      >
                        {slot.from}
                      </button>
                    </li>
                  ))}
                </ul>
              </form>
            )}
          </section>
          <section className="consult-section" aria-labelledby={`${idPrefix}-callback`}>
            <h2 id={`${idPrefix}-callback`}>Rückruf statt Termin</h2>
            <p>
              Lieber keinen festen Termin? Nennen Sie uns Ihre Wunschzeit – wir rufen Sie an. Oder
              rufen Sie uns an: <PhoneLink phone={hotline} /> (kostenlos)
            </p>
            <CallbackForm
              ctx={{ ...page.callback, idPrefix: `${idPrefix}cb` }}
              action={page.callback.action}
              brandName={brandName}
              backUrl={null}
            />
          </section>
        </>,
      );
    case 'contact': {
      const ctx: FieldContext = { values: page.values, errors: page.errors, idPrefix };
      return frame(
        <>
          <section className="app-stop" role="status" data-testid="booking-held">
            <h2 className="app-stop__title">
              {`Ihr Termin: ${page.held.day}, ${page.held.from}–${page.held.to} Uhr`}
            </h2>
            <p>
              {`Wir halten diesen Termin ${page.held.holdMinutes} Minuten für Sie frei (bis ${page.held.heldUntil} Uhr). Bitte ergänzen Sie bis dahin Ihre Angaben.`}
            </p>
            <p>
              <a href={page.chooseUrl}>Anderen Termin wählen</a>
            </p>
          </section>
          {page.summary === null ? null : (
            <ErrorSummary message={page.summary} errors={page.errors} idPrefix={idPrefix} />
          )}
          <form
            method="post"
            action={`${page.action}#${ERROR_SUMMARY_ID}`}
            className="step-form"
            noValidate
          >
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="holdId" value={page.held.holdId} />
            <ContactFields ctx={ctx} />
            <p className="booking__privacy" data-testid="booking-privacy">
              {`Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer verwendet ${brandName} nur, um den Termin mit Ihnen zu vereinbaren, ihn zu bestätigen und Sie anzurufen (Art. 6 Abs. 1 lit. b DSGVO). Mehr dazu in den `}
              <a href="/datenschutz">Datenschutzhinweisen</a>.
            </p>
            <div className="step-form__actions">
              <a href={page.chooseUrl}>Zurück</a>
              <button type="submit" className="rk-button rk-button--primary">
                Termin verbindlich buchen
              </button>
            </div>
          </form>
        </>,
      );
    }
    case 'failed':
      return frame(
        <ProblemNotice
          problem={page.problem}
          chooseUrl={page.chooseUrl}
          callbackUrl={page.callbackUrl}
        />,
      );
    case 'callback': {
      const ctx: FieldContext = { ...page.callback, idPrefix };
      return frame(
        <>
          <p className="step__back">
            <a href={page.chooseUrl}>← Zurück zur Terminauswahl</a>
          </p>
          <h2>Rückruf statt Termin</h2>
          <p>Nennen Sie uns Ihre Wunschzeit und Ihr Thema – wir rufen Sie an.</p>
          {page.summary === null ? null : (
            <ErrorSummary message={page.summary} errors={ctx.errors} idPrefix={idPrefix} />
          )}
          <CallbackForm
            ctx={ctx}
            action={page.callback.action}
            brandName={brandName}
            backUrl={page.chooseUrl}
          />
        </>,
      );
    }
    case 'callback-sent':
      return frame(
        <section className="app-stop" role="status" data-testid="callback-sent">
          <h2 className="app-stop__title">Vielen Dank, wir rufen Sie an</h2>
          <p>
            Ihr Rückrufwunsch ist bei uns eingegangen. Eine Beraterin oder ein Berater meldet sich
            zur gewünschten Zeit.
          </p>
          <p>
            <a href={page.chooseUrl}>Doch lieber einen Termin wählen</a>
          </p>
        </section>,
      );
    case 'confirmed':
      return frame(
        <section className="app-stop" role="status" data-testid="booking-confirmed">
          <h2 className="app-stop__title">
            {page.appointment.status === 'cancelled'
              ? 'Dieser Termin wurde abgesagt'
              : 'Ihr Beratungstermin ist gebucht'}
          </h2>
          <AppointmentFacts appointment={page.appointment} teamLabel={DEMO_TEAM_LABEL} />
          {page.appointment.status === 'cancelled' ? (
            <p>
              <a href={page.appointment.rebookUrl}>Neuen Termin vereinbaren</a>
            </p>
          ) : (
            <>
              <p data-testid="booking-mail-note">
                {`Wir schicken Ihnen eine Bestätigung mit dem Termin für Ihren Kalender (termin.ics) an ${page.appointment.email}.`}
              </p>
              <p>
                Sie möchten den Termin absagen oder verschieben?{' '}
                <a href={page.cancelUrl}>Termin absagen</a>
              </p>
            </>
          )}
        </section>,
      );
  }
};
