import { request } from 'undici';
import type { ServerConfig, ServerDeps } from '../../../../adapters/server/server-deps';
import { type AuthTestServer, startAuthTestServer } from '../auth/auth-test-server';

// Attack suite: the real server (SQLite file, free loopback port) configured as in
// production, with a public origin that is not the address the test reaches it at.

/** The portal's public origin in the attack tests. */
export const PORTAL = 'https://portal.example';

export const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

export const CSRF_REFUSED = {
  error: { kind: 'csrf/origin', message: 'Anfrage von einer fremden Seite abgelehnt.' },
} as const;

/**
 * The server with PUBLIC_URL=https://portal.example (LOGIN_URL its /login) unless overridden;
 * overrides may depend on the port the server listens on.
 */
export const startPortal = (
  config: Partial<ServerConfig> | ((port: number) => Partial<ServerConfig>) = {},
  overrides: Partial<Omit<ServerDeps, 'config'>> = {},
): Promise<AuthTestServer> =>
  startAuthTestServer(overrides, (port) => ({
    publicUrl: PORTAL,
    loginUrl: `${PORTAL}/login`,
    ...(typeof config === 'function' ? config(port) : config),
  }));

export interface RawAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly setCookies: readonly string[];
  readonly contentType: string;
  readonly text: string;
  /** The parsed body of a JSON answer, else undefined. */
  readonly json: unknown;
}

/** One request exactly as given (no redirect followed, any header), to the listening server. */
export const send = async (
  server: Pick<AuthTestServer, 'origin'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { readonly headers?: Record<string, string>; readonly body?: string } = {},
): Promise<RawAnswer> => {
  const answer = await request(`${server.origin}${path}`, {
    method,
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const text = await answer.body.text();
  const header = (name: string): string | null => {
    const value = answer.headers[name];
    return value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : value;
  };
  const cookies = answer.headers['set-cookie'];
  const contentType = header('content-type') ?? '';
  return {
    status: answer.statusCode,
    location: header('location'),
    setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
    contentType,
    text,
    json: contentType.includes('json') && text !== '' ? JSON.parse(text) : undefined,
  };
};

/** The `name=value` of the cookie `name` an answer sets, or undefined. */
export const cookieOf = (answer: RawAnswer, name: string): string | undefined =>
  answer.setCookies
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));

/** The login service's page for a callback (SPEC §7 full-page login parameters). */
export const preparePath = (callback: string): string =>
  `/login/auth/prepare?${new URLSearchParams({
    callback,
    api_product: 'rentenversicherung',
    challenge: CHALLENGE,
    config_key: 'rk-portal',
  })}`;

/** A JSON body post with the given headers. */
export const jsonPost = (
  headers: Record<string, string>,
  body: unknown,
): { headers: Record<string, string>; body: string } => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A complete /personal-data form (the sample applicant) as the page posts it: it is saved. */
export const APPLICATION_PAGE_FIELDS: Readonly<Record<string, string>> = {
  salutation: 'Frau',
  firstName: 'Jürgen',
  lastName: 'Müßig-Özdemir',
  birthday: '12.04.1985',
  email: 'juergen.muessig@example.de',
  phoneNumber: '+49 170 1234567',
  street: 'Marienplatz',
  houseNumber: '8',
  postalCode: '80331',
  city: 'München',
  placeOfBirth: 'Augsburg',
  nationality: 'DE',
  countryOfResidence: 'DE',
  taxId: '86095742719',
  iban: 'DE89370400440532013000',
  accountHolder: 'Jürgen Müßig-Özdemir',
  beneficiary: 'spousePartnerAndChildren',
  politicallyExposed: 'nein',
};
