import { err, ok, type Result } from '../../../domain/result';
import { isLoginView, type LoginView } from '../../../domain/session/full-page-login';
import { isAllowedOrigin, type ServerConfig } from '../server-deps';

/** What /login/auth/prepare is called with and every form carries on in hidden fields (SPEC §7). */
export interface LoginRequest {
  readonly callback: string;
  /** BASE64URL(SHA-256(verifier)), RFC 7636 S256. */
  readonly challenge: string;
  readonly apiProduct: string;
  readonly configKey: string;
  /** The portal page of the „Zurück" link: on an allowed origin, else the callback's home page. */
  readonly back: string;
  /** The one way in to show; null shows all three. */
  readonly view: LoginView | null;
}

export interface LoginRequestError {
  readonly kind: 'login/callback' | 'login/challenge' | 'login/parameter';
  readonly message: string;
}

type Source = Readonly<Record<string, unknown>> | undefined;

/** A single text value; repeated parameters (arrays) and other shapes count as missing. */
export const textOf = (source: Source, name: string): string => {
  const value = source?.[name];
  return typeof value === 'string' ? value : '';
};

// RFC 7636 §4.2: a SHA-256 digest in base64url without padding is 43 characters.
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const KEY = /^[A-Za-z0-9_.-]{0,64}$/;
const MAX_CALLBACK_LENGTH = 2048;
const RESTART = 'Bitte starten Sie die Anmeldung erneut über unsere Seite.';

/** The carried parameters, refused unless the callback's origin is on the allow-list. */
export const parseLoginRequest = (
  config: ServerConfig,
  source: Source,
): Result<LoginRequest, LoginRequestError> => {
  const callback = textOf(source, 'callback');
  if (callback.length > MAX_CALLBACK_LENGTH || !isAllowedOrigin(config, callback)) {
    return err({
      kind: 'login/callback',
      message: `Die Rücksprungadresse ist nicht erlaubt. ${RESTART}`,
    });
  }
  const challenge = textOf(source, 'challenge');
  if (!CHALLENGE.test(challenge)) {
    return err({
      kind: 'login/challenge',
      message: `Der Anmeldeaufruf ist unvollständig oder ungültig. ${RESTART}`,
    });
  }
  const apiProduct = textOf(source, 'api_product');
  const configKey = textOf(source, 'config_key');
  if (!KEY.test(apiProduct) || !KEY.test(configKey)) {
    return err({
      kind: 'login/parameter',
      message: `Der Anmeldeaufruf ist unvollständig oder ungültig. ${RESTART}`,
    });
  }
  const back = textOf(source, 'back');
  const view = textOf(source, 'ansicht');
  return ok({
    callback,
    challenge,
    apiProduct,
    configKey,
    back:
      back.length <= MAX_CALLBACK_LENGTH && isAllowedOrigin(config, back)
        ? back
        : `${new URL(callback).origin}/`,
    view: isLoginView(view) ? view : null,
  });
};
