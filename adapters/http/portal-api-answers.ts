import type {
  ExpiredSessionData,
  LoginUserData,
  SsoUserData,
} from '../../domain/session/login-state';
import type { BusinessProcessData } from '../../ports/business-process-store.port';
import type { CampaignBannerDto } from '../../ports/portal-api.port';

// The API's answers are read, not trusted: each reader gives the typed value or undefined.

type Fields = Readonly<Record<string, unknown>>;

const objectOf = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** The string fields of `names` that are present, nothing else. */
const stringFields = <K extends string>(
  body: Fields,
  names: readonly K[],
): Partial<Record<K, string>> => {
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
};

export const stringFieldOf = (body: unknown, name: string): string | undefined => {
  const value = objectOf(body)?.[name];
  return nonEmptyString(value) ? value : undefined;
};

export const pointsOf = (body: unknown): number | undefined => {
  const value = objectOf(body)?.points;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const isBanner = (value: unknown): value is CampaignBannerDto => {
  const banner = objectOf(value);
  return (
    banner !== undefined &&
    nonEmptyString(banner.type) &&
    nonEmptyString(banner.endTime) &&
    typeof banner.endDate === 'string' &&
    ['daysLeft', 'hoursLeft', 'minutesLeft'].every((name) => Number.isInteger(banner[name]))
  );
};

export const bannersOf = (body: unknown): CampaignBannerDto[] | undefined => {
  const list = objectOf(body)?.campaignBanners;
  return Array.isArray(list) && list.every(isBanner) ? list : undefined;
};

export const businessProcessOf = (body: unknown): BusinessProcessData | undefined => {
  const fields = objectOf(body);
  return fields === undefined ? undefined : stringFields(fields, ['birthday', 'jobSituation']);
};

const SSO_FIELDS = [
  'firstName',
  'lastName',
  'points',
  'loginPhoneNumber',
  'loginEmail',
  'loginType',
] as const;
const NAME_FIELDS = ['firstName', 'lastName'] as const;

/** An expired-session answer: the names, null for an answered null; undefined when malformed. */
export const expiredSessionOf = (body: unknown): ExpiredSessionData | null | undefined => {
  if (body === null) return null;
  const fields = objectOf(body);
  return fields === undefined ? undefined : stringFields(fields, NAME_FIELDS);
};

const ssoUserDataOf = (body: unknown): SsoUserData | null | undefined => {
  if (body === null) return null;
  const fields = objectOf(body);
  return fields === undefined ? undefined : stringFields(fields, SSO_FIELDS);
};

export const loginUserDataOf = (body: unknown): LoginUserData | undefined => {
  const fields = objectOf(body);
  if (fields === undefined || typeof fields.isLoggedIn !== 'boolean') return undefined;
  const ssoUserData = ssoUserDataOf(fields.ssoUserData ?? null);
  const expiredSessionData = expiredSessionOf(fields.expiredSessionData ?? null);
  if (ssoUserData === undefined || expiredSessionData === undefined) return undefined;
  return { isLoggedIn: fields.isLoggedIn, ssoUserData, expiredSessionData };
};

/** A 400's `{ error: { kind, message } }`, the server's German message for the user. */
export const apiErrorOf = (body: unknown): { kind: string; message: string } | undefined => {
  const error = objectOf(objectOf(body)?.error);
  return error !== undefined && nonEmptyString(error.kind) && nonEmptyString(error.message)
    ? { kind: error.kind, message: error.message }
    : undefined;
};

/** POST /auth/register-anonymous answers `{ userData }`. */
export const registeredUserOf = (body: unknown): LoginUserData | undefined =>
  loginUserDataOf(objectOf(body)?.userData);
