import { type ReactElement, useState } from 'react';
import { CONSENT_LABELS } from '../../../domain/device/consent';
import { REQUIRED_CONSENT } from '../../../domain/device/consent-cookie';
import { ConsentBanner } from './consent-banner';
import { CONSENT_FORM_ACTION, useConsentControls } from './consent-controls';

/**
 * The cookie settings as a page: the consent form in the content, so it works without
 * JavaScript (it posts to POST /api/consent, which comes back here) and with it. The legal page
 * route shows it among the legal texts (their styles, legal.css, give its status line).
 */
export const CookieSettings = (): ReactElement => {
  const controls = useConsentControls();
  const [saved, setSaved] = useState(false);
  const consent = controls?.consent ?? null;
  return (
    <>
      <p>
        Hier legen Sie fest, welche Cookies wir verwenden dürfen. Funktionale Cookies braucht das
        Portal, um zu funktionieren; Analyse und Marketing nur mit Ihrer Einwilligung. Ihre Auswahl
        können Sie jederzeit ändern, ein Widerruf gilt für die Zukunft. Welche Cookies das sind,
        steht in der <a href="/datenschutz">Datenschutzerklärung</a>.
      </p>
      <p className="legal__current" role="status">
        {saved ? 'Ihre Auswahl ist gespeichert. ' : ''}
        {consent === null
          ? 'Sie haben noch keine Auswahl getroffen.'
          : `Ihre aktuelle Auswahl: ${consent.map((type) => CONSENT_LABELS[type]).join(', ')}.`}
      </p>
      <ConsentBanner
        // A new form per saved choice: its boxes start as chosen.
        key={consent?.join('.') ?? 'none'}
        placement="inline"
        formAction={CONSENT_FORM_ACTION}
        initial={consent ?? REQUIRED_CONSENT}
        onSave={(types) => {
          controls?.save(types);
          setSaved(true);
        }}
      />
    </>
  );
};
