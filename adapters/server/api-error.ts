/** The body of every API error: `{ "error": { "kind", "message" } }` with a German message. */
export interface ApiErrorBody {
  readonly error: { readonly kind: string; readonly message: string };
}

/** The answer to a client over its rate limit. */
export const TOO_MANY_REQUESTS =
  'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

/** The answer to a request that did not arrive whole in time (408). */
export const REQUEST_TIMEOUT_MESSAGE =
  'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.';

export const apiError = (kind: string, message: string): ApiErrorBody => ({
  error: { kind, message },
});

export const INTERNAL_ERROR_MESSAGE = 'Es ist leider ein Fehler aufgetreten.';

/** A path with a broken %-escape (`/api/bpm%ff`): never echoed, it may be an attack string. */
export const BAD_URL_MESSAGE = 'Die Adresse enthält ungültige Zeichen oder Kodierungen.';

/** JSON schema of an error answer, for the routes' response schemas. */
export const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['kind', 'message'],
      properties: { kind: { type: 'string' }, message: { type: 'string' } },
    },
  },
} as const;

interface AjvIssue {
  readonly keyword?: string;
  readonly instancePath?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

const CONTEXT_NAMES: Readonly<Record<string, string>> = {
  body: 'Der Inhalt der Anfrage',
  querystring: 'Die Abfrageparameter',
  params: 'Die Adresse',
  headers: 'Die Kopfzeilen',
};

/** A German sentence for the first schema violation, naming the field concerned. */
export const validationMessage = (
  issues: readonly AjvIssue[],
  context: string | undefined,
): string => {
  const issue = issues[0];
  const field = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = issue?.params ?? {};
  switch (issue?.keyword) {
    case 'required':
      return `Das Feld „${String(params.missingProperty)}“ fehlt.`;
    case 'additionalProperties':
      return `Das Feld „${String(params.additionalProperty)}“ ist hier nicht erlaubt.`;
    case 'type':
      return field === ''
        ? `${CONTEXT_NAMES[context ?? 'body'] ?? 'Die Anfrage'} muss ein JSON-Objekt sein.`
        : `Das Feld „${field}“ hat den falschen Typ.`;
    default:
      return field === ''
        ? 'Die Anfrage ist ungültig.'
        : `Das Feld „${field}“ hat einen unzulässigen Wert.`;
  }
};

/** A body limit in the words of the 413 message: whole KB below 1 MB, whole MB above. */
export const sizeInWords = (bytes: number): string =>
  bytes >= 1_048_576 && bytes % 1_048_576 === 0
    ? `${bytes / 1_048_576} MB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KB`
      : `${bytes} Bytes`;

/** The 413 message naming the limit that was passed (its own, not 1 MB). */
export const tooLargeMessage = (bytes: number): string =>
  `Die Anfrage ist zu groß (höchstens ${sizeInWords(bytes)}).`;

interface HttpishError {
  readonly statusCode?: unknown;
  readonly code?: unknown;
  readonly validation?: unknown;
  readonly validationContext?: unknown;
}

export interface ErrorReply {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** True for an unexpected failure: log it (once) with its stack. */
  readonly unexpected: boolean;
}

/**
 * How an error thrown while handling a request is answered: schema violations, bad JSON and a
 * wrong content type are 400, an oversized body 413 naming the route's `bodyLimit`, too many
 * requests 429, a body length that does not match its Content-Length 400, other client errors
 * keep their status, and everything else is a 500 without any detail (never a stack trace).
 */
export const errorReplyOf = (error: unknown, bodyLimit: number = 1_048_576): ErrorReply => {
  const e = (typeof error === 'object' && error !== null ? error : {}) as HttpishError;
  const client = (status: number, kind: string, message: string): ErrorReply => ({
    status,
    body: apiError(kind, message),
    unexpected: false,
  });
  if (Array.isArray(e.validation)) {
    const context = typeof e.validationContext === 'string' ? e.validationContext : undefined;
    return client(400, 'request/validation', validationMessage(e.validation, context));
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return client(413, 'request/too-large', tooLargeMessage(bodyLimit));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return client(
        400,
        'request/content-type',
        'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return client(
        400,
        'request/content-length',
        'Die Länge des Inhalts stimmt nicht mit der Angabe „Content-Length“ überein.',
      );
    case 'FST_ERR_BAD_URL':
      return client(400, 'request/bad-url', BAD_URL_MESSAGE);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return client(
        414,
        'request/uri-too-long',
        'Ein Abschnitt der Adresse ist zu lang (höchstens 100 Zeichen).',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return client(400, 'request/json', 'Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 413) return client(413, 'request/too-large', tooLargeMessage(bodyLimit));
  if (status === 429) {
    return client(429, 'request/rate-limit', TOO_MANY_REQUESTS);
  }
  if (error instanceof SyntaxError && status === 400) {
    return client(400, 'request/json', 'Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
  if (status >= 400 && status < 500)
    return client(status, 'request/invalid', 'Die Anfrage ist ungültig.');
  return {
    status: 500,
    body: apiError('server/internal', INTERNAL_ERROR_MESSAGE),
    unexpected: true,
  };
};
