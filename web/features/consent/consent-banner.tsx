import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { CONSENT_LABELS, CONSENT_TYPES, type ConsentType } from '../../../domain/device/consent';
import { REQUIRED_CONSENT } from '../../../domain/device/consent-cookie';
import { StaticIsland } from '../../components/static-island';
import {
  CONSENT_BUTTON_LABELS,
  type ConsentButton,
  consentFor,
  isConsentButton,
  toggleConsentType,
} from './consent-choice';
import './consent-banner.css';

export const CONSENT_HEADING = 'Ihre Privatsphäre';
export const CONSENT_INTRO =
  'Wir verwenden Cookies, damit das Portal funktioniert. Mit Ihrer Zustimmung werten wir außerdem die Nutzung aus und zeigen Ihnen passende Angebote. Ihre Auswahl können Sie jederzeit ändern.';

export const CONSENT_DESCRIPTIONS: Readonly<Record<ConsentType, string>> = {
  f: 'Nötig, damit Vergleich und Anmeldung funktionieren. Immer aktiv.',
  a: 'Hilft uns zu verstehen, wie das Portal genutzt wird.',
  m: 'Erlaubt uns, Ihnen passende Angebote zu zeigen.',
};

const BUTTONS: readonly ConsentButton[] = ['all', 'necessary', 'selection'];

// One banner per page: fixed ids (not useId), so the server renders its form once per choice.
const ID = 'rk-consent';

export interface ConsentBannerProps {
  /** Called with the consented types (always with 'f'); store them with `serializeConsent` in the `rk_consent` cookie. */
  readonly onSave: (types: readonly ConsentType[]) => unknown;
  /** The types ticked at first, e.g. from an earlier choice. */
  readonly initial?: readonly ConsentType[];
  /**
   * Where the form posts without JavaScript (fields `consent` per ticked type and `choice` =
   * all | necessary | selection); with JavaScript `onSave` runs instead.
   */
  readonly formAction?: string;
  /**
   * 'overlay' (the default): fixed at the bottom of the window; 'inline': part of the page's
   * content (the cookie settings page).
   */
  readonly placement?: 'overlay' | 'inline';
  /** Opened again from the footer: takes the focus, so keyboard and screen reader users land in it. */
  readonly takeFocus?: boolean;
}

/**
 * SPEC §3 cookie consent: functional (always on), analytics and marketing, with three equally
 * prominent buttons. Tracking may only run once analytics is consented.
 */
export const ConsentBanner = ({
  onSave,
  initial = REQUIRED_CONSENT,
  formAction,
  placement = 'overlay',
  takeFocus = false,
}: ConsentBannerProps): ReactElement => {
  const [selected, setSelected] = useState<readonly ConsentType[]>(() =>
    consentFor('selection', initial),
  );
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) sectionRef.current?.focus();
  }, [takeFocus]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice = submitter instanceof HTMLButtonElement ? submitter.value : 'selection';
    onSave(consentFor(isConsentButton(choice) ? choice : 'selection', selected));
  };

  return (
    <section
      ref={sectionRef}
      className={placement === 'inline' ? 'rk-consent rk-consent--inline' : 'rk-consent'}
      aria-labelledby={`${ID}-heading`}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {/* Server budget: the same for every visitor with the same ticks (no per-visitor data). */}
      <StaticIsland source={BUTTONS} cacheKey={selected.join('.')}>
        <form
          className="rk-consent__form"
          method="post"
          {...(formAction === undefined ? {} : { action: formAction })}
          onSubmit={submit}
        >
          <h2 id={`${ID}-heading`} className="rk-consent__heading">
            {CONSENT_HEADING}
          </h2>
          <p className="rk-consent__intro">{CONSENT_INTRO}</p>
          <fieldset className="rk-consent__types">
            <legend className="rk-consent__legend">Cookie-Arten</legend>
            {CONSENT_TYPES.map((type) => {
              const required = REQUIRED_CONSENT.includes(type);
              return (
                <div key={type} className="rk-consent__type">
                  <input
                    id={`${ID}-${type}`}
                    type="checkbox"
                    name="consent"
                    value={type}
                    checked={selected.includes(type)}
                    disabled={required}
                    aria-describedby={`${ID}-${type}-text`}
                    onChange={() => setSelected((current) => toggleConsentType(current, type))}
                  />
                  <label htmlFor={`${ID}-${type}`} className="rk-consent__label">
                    {CONSENT_LABELS[type]}
                  </label>
                  <p id={`${ID}-${type}-text`} className="rk-consent__text">
                    {CONSENT_DESCRIPTIONS[type]}
                  </p>
                </div>
              );
            })}
          </fieldset>
          <div className="rk-consent__buttons">
            {BUTTONS.map((button) => (
              <button
                key={button}
                type="submit"
                name="choice"
                value={button}
                className="rk-consent__button"
              >
                {CONSENT_BUTTON_LABELS[button]}
              </button>
            ))}
          </div>
        </form>
      </StaticIsland>
    </section>
  );
};
