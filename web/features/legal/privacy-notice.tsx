import type { ReactElement } from 'react';
import { cookieLifetimeText, PORTAL_COOKIES } from '../../../domain/device/cookie-inventory';
import { DATA_PROTECTION_SUPERVISOR } from '../../../domain/legal/official-bodies';
import { operatorAddress, PORTAL_OPERATOR } from '../../../domain/legal/portal-operator';
import { COOKIE_SETTINGS_PATH } from '../../../domain/pages/legal-pages';
import { SESSION_RETENTION_DAYS } from '../../../domain/privacy/retention';
import { Address, DemoNotice, LegalSection } from './legal-parts';

/** The cookies the portal sets, with names and lifetimes from the code (domain/device/). */
const CookieTable = (): ReactElement => (
  <table className="legal__table">
    <caption>Cookies dieses Portals</caption>
    <thead>
      <tr>
        <th scope="col">Name</th>
        <th scope="col">Zweck</th>
        <th scope="col">Speicherdauer</th>
      </tr>
    </thead>
    <tbody>
      {PORTAL_COOKIES.map((cookie) => (
        <tr key={cookie.name}>
          <th scope="row">
            <code>{cookie.name}</code>
          </th>
          <td>{cookie.purpose}</td>
          <td>{cookieLifetimeText(cookie.maxAgeS)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** The Datenschutzerklärung: the information of Art. 13 DSGVO for visitors of the portal. */
export const PrivacyNotice = (): ReactElement => (
  <>
    <DemoNotice>
      Verantwortlicher und Kontaktdaten sind erfunden. Was diese Seite über Cookies, Zwecke und
      Speicherdauer sagt, beschreibt das Portal aber so, wie es tatsächlich arbeitet.
    </DemoNotice>
    <LegalSection heading="1. Verantwortlicher">
      <Address address={operatorAddress()} />
      <p>
        E-Mail: {PORTAL_OPERATOR.email}
        <br />
        Datenschutzbeauftragter: {PORTAL_OPERATOR.privacyEmail}
      </p>
    </LegalSection>
    <LegalSection heading="2. Aufruf der Seiten">
      <p>
        Damit Ihr Browser unsere Seiten erhält, verarbeitet der Server Ihre IP-Adresse und die
        angefragte Adresse. Unsere Protokolle halten nur Methode, Pfad ohne Suchwerte, Status, Dauer
        und eine Vorgangsnummer fest – keine IP-Adresse, keine E-Mail-Adressen, Telefonnummern,
        IBANs, Steuer-IDs oder Geburtsdaten. Für die Begrenzung von Anmeldeversuchen zählt der
        Server Versuche je IP-Adresse nur im Arbeitsspeicher; die Zähler gelten höchstens zehn
        Minuten und werden nicht gespeichert. Rechtsgrundlage ist unser berechtigtes Interesse an
        einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).
      </p>
    </LegalSection>
    <LegalSection heading="3. Vergleich und Einstiegsformular">
      <p>
        Ihre Angaben für den Vergleich (zum Beispiel Geburtsdatum, berufliche Situation, Beitrag,
        Einkommen, Familienstand) stehen in der Adresse der Ergebnisseite, damit Sie Ihren Vergleich
        teilen und wieder aufrufen können; wir speichern sie dafür nicht. Geburtsdatum und
        berufliche Situation aus dem Einstiegsformular speichern wir zu Ihrem Besucher-Cookie{' '}
        <code>rk_visitor</code>, damit Sie sie nicht erneut eingeben müssen. Ohne dieses Cookie sind
        sie keinem Browser mehr zuzuordnen; es gilt 180 Tage. Persönliche Angaben im Antragsweg hält
        Ihr Browser nur im Sitzungsspeicher; sie verschwinden, wenn Sie den Tab schließen.
        Rechtsgrundlage ist die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6
        Abs. 1 lit. b DSGVO).
      </p>
    </LegalSection>
    <LegalSection heading="4. Kundenkonto und Anmeldung">
      <p>
        Für ein Kundenkonto speichern wir Name, E-Mail-Adresse, Telefonnummer und Ihr Passwort als
        scrypt-Hashwert (nie im Klartext). Eine Anmeldung läuft nach 30 Minuten ohne Aktivität ab;
        die Sitzung löschen wir {SESSION_RETENTION_DAYS} Tage nach ihrer letzten Nutzung.
        Einmal-Codes der Anmeldung gelten 60 Sekunden und werden danach gelöscht. Rechtsgrundlage
        ist der Nutzungsvertrag über das Kundenkonto (Art. 6 Abs. 1 lit. b DSGVO); das Konto löschen
        wir auf Ihren Wunsch.
      </p>
    </LegalSection>
    <LegalSection heading="5. Antrag und Beratung">
      <p>
        Schließen Sie online ab oder fragen Sie eine Beratung an, übermitteln wir Ihre Antragsdaten
        an den gewählten Versicherer (Art. 6 Abs. 1 lit. b DSGVO). Unterlagen zur Vermittlung
        bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147
        AO: sechs bzw. zehn Jahre).
      </p>
    </LegalSection>
    <LegalSection heading="6. Cookies und Einwilligung">
      <p>
        Das Portal setzt nur Cookies, die es für seine Funktion braucht (§ 25 Abs. 2 Nr. 2 TDDDG).
        Nutzungsanalyse findet nur mit Ihrer Einwilligung statt (Art. 6 Abs. 1 lit. a DSGVO, § 25
        Abs. 1 TDDDG): Dann speichern wir Seitenaufrufe und Schritte des Vergleichs mit einer
        Besuchsnummer, ohne Namen oder Kontaktdaten. Marketing-Werkzeuge Dritter setzen wir derzeit
        nicht ein; Ihre Auswahl dazu speichern wir trotzdem. Ihre Einwilligung können Sie jederzeit
        in den <a href={COOKIE_SETTINGS_PATH}>Cookie-Einstellungen</a> ändern oder widerrufen (Art.
        7 Abs. 3 DSGVO); der Widerruf gilt für die Zukunft.
      </p>
      <CookieTable />
    </LegalSection>
    <LegalSection heading="7. Empfänger und Drittländer">
      <p>
        Ihre Daten verarbeiten wir auf eigenen Servern in Deutschland. An Versicherer geben wir sie
        nur im Antragsweg weiter (Abschnitt 5). Eine Übermittlung in Länder außerhalb der EU und des
        EWR findet nicht statt.
      </p>
    </LegalSection>
    <LegalSection heading="8. Ihre Rechte">
      <p>
        Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art.
        17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und
        Widerspruch gegen Verarbeitungen auf Grund berechtigter Interessen (Art. 21). Schreiben Sie
        uns dazu an {PORTAL_OPERATOR.privacyEmail}. Sie müssen uns keine Daten geben; ohne
        Geburtsdatum können wir Ihnen aber keinen Vergleich zeigen. Automatisierte Entscheidungen im
        Sinne von Art. 22 DSGVO treffen wir nicht.
      </p>
      <p>
        Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei
        der für uns zuständigen:
      </p>
      <Address address={DATA_PROTECTION_SUPERVISOR} web={DATA_PROTECTION_SUPERVISOR.web} />
    </LegalSection>
  </>
);
