import type { PartnerSetFields } from '../../domain/partner/partner-set-rules';
import type { SupportAnswer, SupportApiPort } from '../../ports/support-api.port';

// undici is half of the CLI's bundle (535 of 907 kB) and only the support commands talk to a
// server: it is loaded at their first request, so `rente holidays` never parses it (the CLI
// build splits it into a chunk of its own).
type Undici = typeof import('undici');
let undici: Promise<Undici['request']> | undefined;
const undiciRequest: Undici['request'] = async (...args) => {
  // undici is CommonJS: in the bundle its import() has the module under `default` alone.
  undici ??= import('undici').then(
    (module) => module.request ?? (module as unknown as { default: Undici }).default.request,
  );
  return (await undici)(...args);
};

const TIMEOUT_MS = 15_000;
/** A backup of a large database takes minutes: the server answers once it is whole. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

const messageOf = (body: unknown, status: number): string => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string'
    ? error.message
    : `Der Server antwortet mit HTTP ${status}.`;
};

const partnerSetPath = (name: string): string =>
  `api/admin/partner-sets/${encodeURIComponent(name)}`;

/** The admin API over HTTP with undici: one request with the bearer token, the JSON answer. */
export class UndiciSupportApi implements SupportApiPort {
  private async get(
    server: string,
    token: string,
    path: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
    json?: unknown,
    timeoutMs = TIMEOUT_MS,
  ): Promise<SupportAnswer> {
    let url: URL;
    try {
      url = new URL(path, `${server.replace(/\/+$/, '')}/`);
    } catch {
      return { ok: false, status: null, message: `Keine gültige Server-Adresse: ${server}` };
    }
    try {
      const response = await undiciRequest(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const text = await response.body.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true, body };
      return {
        ok: false,
        status: response.statusCode,
        message: messageOf(body, response.statusCode),
      };
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return {
        ok: false,
        status: null,
        message: `Der Server ${url.origin} ist nicht erreichbar (${typeof code === 'string' ? code : 'Fehler'}).`,
      };
    }
  }

  getApplication(server: string, token: string, reference: string): Promise<SupportAnswer> {
    return this.get(server, token, `api/admin/applications/${encodeURIComponent(reference)}`);
  }

  retryApplication(server: string, token: string, reference: string): Promise<SupportAnswer> {
    return this.get(
      server,
      token,
      `api/admin/applications/${encodeURIComponent(reference)}/retry`,
      'POST',
    );
  }

  listApplications(
    server: string,
    token: string,
    query: { readonly status?: string; readonly since?: string },
  ): Promise<SupportAnswer> {
    const params = new URLSearchParams();
    if (query.status !== undefined) params.set('status', query.status);
    if (query.since !== undefined) params.set('since', query.since);
    const search = params.size === 0 ? '' : `?${params.toString()}`;
    return this.get(server, token, `api/admin/applications${search}`);
  }

  listAppointments(server: string, token: string, date: string): Promise<SupportAnswer> {
    return this.get(server, token, `api/admin/appointments?${new URLSearchParams({ date })}`);
  }

  findInquiries(server: string, token: string, phone: string): Promise<SupportAnswer> {
    return this.get(server, token, `api/admin/inquiries?${new URLSearchParams({ phone })}`);
  }

  backup(server: string, token: string, file: string): Promise<SupportAnswer> {
    return this.get(server, token, 'api/admin/backup', 'POST', { file }, BACKUP_TIMEOUT_MS);
  }

  listPartnerSets(server: string, token: string): Promise<SupportAnswer> {
    return this.get(server, token, 'api/admin/partner-sets');
  }

  putPartnerSet(server: string, token: string, set: PartnerSetFields): Promise<SupportAnswer> {
    return this.get(server, token, partnerSetPath(set.name), 'PUT', {
      b2BPartner: set.b2BPartner,
      b2BAdPartner: set.b2BAdPartner,
    });
  }

  removePartnerSet(server: string, token: string, name: string): Promise<SupportAnswer> {
    return this.get(server, token, partnerSetPath(name), 'DELETE');
  }
}
