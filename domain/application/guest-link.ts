import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/berlin-zone';
import { germanDateOfIso } from '../calendar/calendar-day';
import { APPLICATION_PARAMETER } from '../customer-area/customer-area-paths';
import { type DomainError, err, ok, type Result } from '../result';

/**
 * A guest's way back to the application (issue 29): a link signed with the server's secret that
 * names the application and when it expires. Opening it makes the browser the application's
 * owner (as the browser it was signed in), so its page, identification, documents, uploads and
 * withdrawal are the guest's on any device. It goes out in the confirmation mail; „Link erneut
 * senden“ mails a new one to the application's e-mail address.
 */
export const GUEST_LINK_DAYS = 30;

/** The server route that checks the link, restores the owner and sends on to the page. */
export const GUEST_LINK_PATH = '/antrag-link';
/** The page of one application for its owner (an account, or a guest's browser). */
export const APPLICATION_PAGE_PATH = '/kundenbereich/antrag';
export const EXPIRES_PARAMETER = 'bis';
export const SIGNATURE_PARAMETER = 'sig';
/** On the page after a link that was not valid: `abgelaufen` or `ungueltig`. */
export const LINK_STATE_PARAMETER = 'link';

export const applicationPageHref = (reference: string): string =>
  `${APPLICATION_PAGE_PATH}?${APPLICATION_PARAMETER}=${encodeURIComponent(reference)}`;

/** What is signed: the purpose, the reference and the expiry (epoch seconds). */
export const guestLinkText = (reference: string, expiresS: number): string =>
  `guest-application.${reference}.${expiresS}`;

/** Epoch seconds the link expires: GUEST_LINK_DAYS after `now`. */
export const guestLinkExpiry = (now: Temporal.Instant): number =>
  Math.floor(now.add({ hours: 24 * GUEST_LINK_DAYS }).epochMilliseconds / 1000);

/** The link's path and query (the caller puts the portal's origin before it). */
export const guestLinkPath = (reference: string, expiresS: number, signature: string): string =>
  `${GUEST_LINK_PATH}?${new URLSearchParams({
    [APPLICATION_PARAMETER]: reference,
    [EXPIRES_PARAMETER]: String(expiresS),
    [SIGNATURE_PARAMETER]: signature,
  }).toString()}`;

/** The link's last day as the mail states it (Berlin). */
export const guestLinkUntilText = (expiresS: number): string =>
  germanDateOfIso(
    Temporal.Instant.fromEpochMilliseconds(expiresS * 1000)
      .toZonedDateTimeISO(BERLIN)
      .toPlainDate()
      .toString(),
  );

export const GUEST_LINK_MESSAGES = {
  expired:
    'Dieser Link ist abgelaufen. Wir senden Ihnen gern einen neuen an die E-Mail-Adresse Ihres Antrags.',
  invalid:
    'Dieser Link ist ungültig. Bitte nutzen Sie den Link aus Ihrer E-Mail oder fordern Sie einen neuen an.',
  resent:
    'Wenn es zu dieser Antragsnummer einen Antrag ohne Kundenkonto gibt, senden wir einen neuen Link an die E-Mail-Adresse des Antrags.',
} as const;

export type GuestLinkError = DomainError<'guest-link/expired' | 'guest-link/invalid'>;

/** A link as it arrives: each part as text, unchecked. */
export interface GuestLinkInput {
  readonly reference: string | null;
  readonly expires: string | null;
  readonly signature: string | null;
}

/**
 * The link's reference when its signature fits and it has not expired at `now`. `verify` is the
 * server's signature check (constant time).
 */
export const readGuestLink = (
  input: GuestLinkInput,
  now: Temporal.Instant,
  verify: (text: string, signature: string) => boolean,
): Result<{ readonly reference: string; readonly expiresS: number }, GuestLinkError> => {
  const invalid = err({
    kind: 'guest-link/invalid' as const,
    message: GUEST_LINK_MESSAGES.invalid,
  });
  const { reference, expires, signature } = input;
  if (reference === null || expires === null || signature === null) return invalid;
  if (!/^[A-Z0-9-]{1,40}$/.test(reference) || !/^\d{1,12}$/.test(expires)) return invalid;
  if (signature.length === 0 || signature.length > 200) return invalid;
  const expiresS = Number(expires);
  if (!verify(guestLinkText(reference, expiresS), signature)) return invalid;
  if (now.epochMilliseconds >= expiresS * 1000) {
    return err({ kind: 'guest-link/expired', message: GUEST_LINK_MESSAGES.expired });
  }
  return ok({ reference, expiresS });
};
