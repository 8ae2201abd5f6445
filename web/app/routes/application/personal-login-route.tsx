import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { journeyUrl, PERSONAL_DATA_PATH } from '../../../../domain/application/application-entry';
import type { LoginView } from '../../../../domain/session/full-page-login';
import type { AppServices } from '../../../../ports/app-services';
import { JourneyFrame, type JourneyProblem } from '../../../features/application/journey-frame';
import { loginHrefFor } from '../../root/page-shell';
import { usePageHandle } from '../../use-page';
import { readJourneyRequest } from './journey-request';

type PersonalLoginData =
  | { readonly kind: 'problem'; readonly problem: JourneyProblem }
  | {
      readonly kind: 'choices';
      readonly tariff: { readonly insurerName: string; readonly tariffName: string } | null;
      /** /personal-data with the tariff and the search: where every way in ends. */
      readonly nextUrl: string;
      /** The full-page login (SPEC §4) per way in, with /personal-data as the way on. */
      readonly loginUrls: Readonly<Record<LoginView, string>>;
      readonly backUrl: string;
      /** The name of a logged-in customer (or '' without one); null for a guest. */
      readonly loggedInAs: string | null;
    };

/** /personal-login?tariffId=<id>&<search>: log in, register or go on without an account. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const read = readJourneyRequest(new URL(request.url));
    if (read.kind !== 'journey') {
      return data<PersonalLoginData>({ kind: 'problem', problem: read }, { status: 400 });
    }
    const [details, user] = await Promise.all([
      svc.tariffDetails(read.choice.tariffId, read.query),
      svc.userData(),
    ]);
    if (!details.ok && details.error.kind === 'comparison/unknown-tariff') {
      return data<PersonalLoginData>(
        {
          kind: 'problem',
          problem: { kind: 'problem', message: details.error.message, resultUrl: read.resultUrl },
        },
        { status: 404 },
      );
    }
    const nextUrl = journeyUrl(PERSONAL_DATA_PATH, read.choice.tariffId, read.query);
    const here = new URL(request.url);
    // The login page shows only the chosen way in; its „Zurück" comes back to these choices.
    // (Built here, not in the shell's loginHrefFor: the entry bundle is at its budget.)
    const back = encodeURIComponent(`${here.pathname}${here.search}`);
    const loginUrlFor = (view: LoginView): string =>
      `${loginHrefFor(nextUrl)}&back=${back}&ansicht=${view}`;
    const sso = user?.isLoggedIn === true ? user.ssoUserData : null;
    return data<PersonalLoginData>({
      kind: 'choices',
      tariff: details.ok
        ? { insurerName: details.value.row.insurerName, tariffName: details.value.row.tariffName }
        : null,
      nextUrl,
      loginUrls: {
        anmelden: loginUrlFor('anmelden'),
        registrieren: loginUrlFor('registrieren'),
        'ohne-konto': loginUrlFor('ohne-konto'),
      },
      backUrl: read.detailsUrl,
      loggedInAs:
        user?.isLoggedIn === true
          ? [sso?.firstName, sso?.lastName].filter((n) => n !== undefined && n !== '').join(' ')
          : null,
    });
  };

interface Choice {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly button: string;
  /** The login service's section (adapters/server/login/login-page.ts). */
  readonly section: LoginView;
}

const CHOICES: readonly Choice[] = [
  {
    id: 'login',
    title: 'Anmelden',
    text: 'Sie haben bereits ein Konto? Melden Sie sich an, dann übernehmen wir Ihre gespeicherten Daten.',
    button: 'Anmelden',
    section: 'anmelden',
  },
  {
    id: 'register',
    title: 'Konto anlegen',
    text: 'Mit einem Konto finden Sie Ihren Antrag, Ihre Vergleiche und Dokumente jederzeit wieder.',
    button: 'Registrieren',
    section: 'registrieren',
  },
  {
    id: 'guest',
    title: 'Ohne Konto weiter',
    text: 'Sie möchten kein Konto anlegen? Dann genügen uns Ihre E-Mail-Adresse und Telefonnummer.',
    button: 'Ohne Konto weiter',
    section: 'ohne-konto',
  },
];

export const Component = (): ReactElement => {
  const data = useLoaderData() as PersonalLoginData;
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? '';
  const lead =
    'Wie möchten Sie fortfahren? Danach geben Sie die Daten für Ihren Antrag ein, Ihre Auswahl bleibt erhalten.';
  if (data.kind === 'problem') {
    return <JourneyFrame heading={heading} lead={lead} problem={data.problem} />;
  }
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      <div className="journey">
        <p className="step__back">
          <a href={data.backUrl}>← Zurück zum Tarif</a>
        </p>
        {data.tariff === null ? null : (
          <p data-testid="chosen-tariff">
            Ihr gewählter Tarif:{' '}
            <strong>{`${data.tariff.insurerName} – ${data.tariff.tariffName}`}</strong>
          </p>
        )}
        {data.loggedInAs === null ? (
          <div className="journey__choices">
            {CHOICES.map((choice) => (
              <section
                key={choice.id}
                className="journey__card"
                aria-labelledby={`login-choice-${choice.id}`}
                data-testid={`login-choice-${choice.id}`}
              >
                <h2 id={`login-choice-${choice.id}`}>{choice.title}</h2>
                <p>{choice.text}</p>
                <a
                  className={`rk-button ${choice.id === 'guest' ? 'rk-button--accent' : 'rk-button--secondary'}`}
                  href={data.loginUrls[choice.section]}
                  data-return-to={data.nextUrl}
                >
                  {choice.button}
                </a>
              </section>
            ))}
          </div>
        ) : (
          <section
            className="journey__card"
            data-testid="logged-in"
            aria-labelledby="logged-in-heading"
          >
            <h2 id="logged-in-heading">
              {data.loggedInAs === '' ? 'Sie sind angemeldet' : `Angemeldet als ${data.loggedInAs}`}
            </h2>
            <p>Wir übernehmen die Daten Ihres Kontos in Ihren Antrag.</p>
            <a className="rk-button rk-button--accent" href={data.nextUrl}>
              Weiter zu Ihren Daten
            </a>
          </section>
        )}
      </div>
    </JourneyFrame>
  );
};
