import { inject, injectable } from 'inversify';
import { correlationId } from '../../domain/http/correlation-id';
import {
  PARTNER_INFO_TIMEOUT_MS,
  type PartnerInfo,
  partnerInfoFrom,
} from '../../domain/partner/partner-info';
import { err, ok, type Result } from '../../domain/result';
import type { ExpiredSessionData, LoginUserData } from '../../domain/session/login-state';
import type { BusinessProcessData } from '../../ports/business-process-store.port';
import { ClockPort } from '../../ports/clock.port';
import {
  HttpClientPort,
  type HttpError,
  type HttpRequestOptions,
  type HttpResult,
} from '../../ports/http-client.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { LoggerPort } from '../../ports/logger.port';
import type {
  AnonymousLogin,
  ApiError,
  BannerContext,
  CampaignBannerDto,
  ClientLogLevel,
  ClientLogMeta,
  PointsInput,
  PortalApiPort,
  SaveBusinessProcessInput,
  UserDataUpdate,
} from '../../ports/portal-api.port';
import { logMetaOf } from './http-failure';
import {
  apiErrorOf,
  bannersOf,
  businessProcessOf,
  expiredSessionOf,
  loginUserDataOf,
  pointsOf,
  registeredUserOf,
  stringFieldOf,
} from './portal-api-answers';

/** What the user reads when the bpm save fails for another reason than invalid input. */
export const BPM_SAVE_FAILED: ApiError = {
  kind: 'api/unavailable',
  message: 'Ihre Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
};

/**
 * SPEC §7/§8: the portal's calls to its backend API (base URL ending in /api). The HTTP client
 * logs failed calls; this adapter logs malformed answers and the bpm failures as errors, and
 * answers with the spec's fall-backs. Every call carries `x-correlation-id`.
 */
@injectable()
export class PortalApiAdapter implements PortalApiPort {
  constructor(
    @inject(HttpClientPort) private readonly http: HttpClientPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(IdGeneratorPort) private readonly ids: IdGeneratorPort,
  ) {}

  async renRef(renRef?: string): Promise<string | null> {
    const call = this.http.get('ren-ref', this.with({ query: { renRef } }));
    return (await this.read(call, 'GET ren-ref', (b) => stringFieldOf(b, 'renRef'))) ?? null;
  }

  async trackingSessionId(): Promise<string | null> {
    const call = this.http.get('general-tracking/session-id', this.with());
    return (await this.read(call, 'GET session-id', (b) => stringFieldOf(b, 'sessionId'))) ?? null;
  }

  async partnerInfo(wpsetName: string): Promise<PartnerInfo | null> {
    const path = `b2bpartner/${encodeURIComponent(wpsetName)}`;
    const call = this.http.get(path, this.with({ timeoutMs: PARTNER_INFO_TIMEOUT_MS }));
    return (await this.read(call, 'GET b2bpartner', partnerInfoFrom)) ?? null;
  }

  async campaignBanners(
    executionTime?: string,
    context: BannerContext = {},
  ): Promise<CampaignBannerDto[]> {
    const query = {
      executionTime,
      productType: context.productType ?? undefined,
      page: context.page ?? undefined,
    };
    const call = this.http.get('campaign-banners', this.with({ query }));
    return (await this.read(call, 'GET campaign-banners', bannersOf)) ?? [];
  }

  async getBusinessProcess(): Promise<BusinessProcessData> {
    const result = await this.http.get('bpm', this.with({ quiet: true }));
    if (!result.ok) return this.bpmFailed(result.error, {});
    return (await this.read(Promise.resolve(result), 'GET bpm', businessProcessOf)) ?? {};
  }

  async saveBusinessProcess(
    input: SaveBusinessProcessInput,
  ): Promise<Result<BusinessProcessData, ApiError>> {
    const result = await this.http.post('bpm', input, this.with({ quiet: true }));
    if (!result.ok) {
      const apiError = result.error.status === 400 ? apiErrorOf(result.error.body) : undefined;
      return this.bpmFailed(result.error, err(apiError ?? BPM_SAVE_FAILED));
    }
    const saved = await this.read(Promise.resolve(result), 'POST bpm', businessProcessOf);
    return saved === undefined ? err(BPM_SAVE_FAILED) : ok(saved);
  }

  async calculatePoints(input: PointsInput): Promise<number | null> {
    const call = this.http.post('calculate-points', input, this.with());
    return (await this.read(call, 'POST calculate-points', pointsOf)) ?? null;
  }

  async userData(): Promise<LoginUserData | null> {
    const call = this.http.get('auth/user/data', this.with());
    return (await this.read(call, 'GET auth/user/data', loginUserDataOf)) ?? null;
  }

  async saveUserData(update: UserDataUpdate): Promise<boolean> {
    return (await this.http.post('auth/user/data', update, this.with())).ok;
  }

  async expiredSessionData(): Promise<ExpiredSessionData | null> {
    const call = this.http.get('auth/user/from-expired-session', this.with());
    return (await this.read(call, 'GET auth/user/from-expired-session', expiredSessionOf)) ?? null;
  }

  async registerAnonymous(login: AnonymousLogin): Promise<LoginUserData | null> {
    const call = this.http.post('auth/register-anonymous', { login }, this.with());
    return (await this.read(call, 'POST auth/register-anonymous', registeredUserOf)) ?? null;
  }

  async logout(): Promise<boolean> {
    return (await this.http.post('auth/logout', undefined, this.with())).ok;
  }

  async log(level: ClientLogLevel, message: string, meta?: ClientLogMeta): Promise<void> {
    try {
      const body = meta === undefined ? { message } : { message, meta };
      await this.http.post(level, body, this.with({ quiet: true }));
    } catch {
      // SPEC §8: errors while logging are swallowed, and never logged again.
    }
  }

  /** SPEC §7: a correlation id of a timestamp plus a unique id on every call. */
  private with(options: HttpRequestOptions = {}): HttpRequestOptions {
    const id = correlationId(this.clock.now().epochMilliseconds, this.ids.newId());
    return { ...options, headers: { ...options.headers, 'x-correlation-id': id } };
  }

  /** The answer's body through `reader`; undefined when the call failed or the body is malformed. */
  private async read<T>(
    call: HttpResult<unknown>,
    name: string,
    reader: (body: unknown) => T | undefined,
  ): Promise<T | undefined> {
    const result = await call;
    if (!result.ok) return undefined;
    const value = reader(result.value.body);
    if (value === undefined) {
      this.logger.log('error', `Unexpected answer of ${name}`, {
        call: name,
        status: result.value.status,
      });
    }
    return value;
  }

  /** SPEC §8: a failed bpm save or get is logged as an error, whatever the status. */
  private bpmFailed<T>(error: HttpError, fallback: T): T {
    this.logger.log('error', error.message, logMetaOf(error));
    return fallback;
  }
}
