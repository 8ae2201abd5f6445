import type { DeviceOutput } from '../domain/device/device-output';
import type { PartnerInfo } from '../domain/partner/partner-info';
import type { ClientLogMeta as LoggedClientMeta } from '../domain/privacy/client-log-entry';
import type { ProductType } from '../domain/products/product-type';
import type { Result } from '../domain/result';
import type { ExpiredSessionData, LoginUserData, SsoUserData } from '../domain/session/login-state';
import type { PersonalData } from '../domain/session/personal-data';
import type { BusinessProcessData } from './business-process-store.port';

/** GET /api/campaign-banners: one banner with its countdown at the execution time. */
export interface CampaignBannerDto {
  readonly type: string;
  /** ISO instant. */
  readonly endTime: string;
  /** 'DD.MM.' */
  readonly endDate: string;
  readonly daysLeft: number;
  readonly hoursLeft: number;
  readonly minutesLeft: number;
}

/** Which banners apply (SPEC §4): by product, and the personal-data onboarding page. */
export interface BannerContext {
  readonly productType?: ProductType | null;
  readonly page?: string | null;
}

export interface SaveBusinessProcessInput {
  readonly birthday?: string | null;
  readonly jobSituation?: string | null;
  /** The birthday's age limits depend on it (SPEC §5); the server assumes schicht3 without. */
  readonly productType?: ProductType;
}

/** An API answer the user may read: the server's German 400 message, or a generic one. */
export interface ApiError {
  readonly kind: string;
  readonly message: string;
}

export interface PointsInput {
  readonly productType: ProductType;
  /** null for sofort (SPEC §7). */
  readonly monthlyPayment: number | null;
  readonly deviceOutput: DeviceOutput;
}

export interface AnonymousLogin {
  readonly email: string;
  readonly phoneNumber: string;
}

export interface UserDataUpdate {
  readonly ssoUserData: SsoUserData;
  readonly personalData: Partial<PersonalData>;
}

export type ClientLogLevel = 'info' | 'warn' | 'error';

/** SPEC §7 POST /info|/warn|/error: what a client log line may carry (the meta plus its id). */
export interface ClientLogMeta extends LoggedClientMeta {
  readonly correlationId?: string | null;
}

/**
 * SPEC §7: every call the portal makes to its backend API, each with the fall-back of SPEC §8 —
 * failures are logged (once) and answered with null, {}, [] or false; only the bpm save reports
 * its error, so a page can show the server's German message at the field.
 */
export interface PortalApiPort {
  /** GET /ren-ref: the reference id (the server keeps it in a cookie); null on error. */
  renRef(renRef?: string): Promise<string | null>;
  /** GET /general-tracking/session-id; null on error. */
  trackingSessionId(): Promise<string | null>;
  /** GET /b2bpartner/{wpsetName}, 5 s timeout; null when b2BAdPartner is missing or on error. */
  partnerInfo(wpsetName: string): Promise<PartnerInfo | null>;
  /** GET /campaign-banners; [] on error. */
  campaignBanners(executionTime?: string, context?: BannerContext): Promise<CampaignBannerDto[]>;
  /** GET /bpm; {} on error, logged as an error. */
  getBusinessProcess(): Promise<BusinessProcessData>;
  /** POST /bpm; the stored data, or the error (logged as an error). */
  saveBusinessProcess(
    input: SaveBusinessProcessInput,
  ): Promise<Result<BusinessProcessData, ApiError>>;
  /** POST /calculate-points; null on error. */
  calculatePoints(input: PointsInput): Promise<number | null>;
  /** GET /auth/user/data; null on error. */
  userData(): Promise<LoginUserData | null>;
  /** POST /auth/user/data; false on error. */
  saveUserData(update: UserDataUpdate): Promise<boolean>;
  /** GET /auth/user/from-expired-session; null when there is none or on error. */
  expiredSessionData(): Promise<ExpiredSessionData | null>;
  /** POST /auth/register-anonymous; the new user data, null on error. */
  registerAnonymous(login: AnonymousLogin): Promise<LoginUserData | null>;
  /** POST /auth/logout; false on error. */
  logout(): Promise<boolean>;
  /** POST /info|/warn|/error; never fails, never logs its own failure (SPEC §8). */
  log(level: ClientLogLevel, message: string, meta?: ClientLogMeta): Promise<void>;
}
export const PortalApiPort = Symbol.for('PortalApiPort');
