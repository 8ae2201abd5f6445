import type { LoaderFunctionArgs } from 'react-router-dom';
import { bannerContextOfPage } from '../../../domain/banner/page-banner-context';
import type { ConsentType } from '../../../domain/device/consent';
import { consentTypesOfCookie } from '../../../domain/device/consent-cookie';
import type { DeviceOutput } from '../../../domain/device/device-output';
import { DEVICE_OUTPUT_PARAMETER, deviceOutputOf } from '../../../domain/device/device-output-of';
import { PARTNER_DEFAULTS, type PartnerInfo } from '../../../domain/partner/partner-info';
import { deriveWpsetWithSource, WPSET_PARAMETER } from '../../../domain/partner/wpset';
import { type LoginState, loginStateOf } from '../../../domain/session/login-state';
import type { AppServices } from '../../../ports/app-services';
import type { CampaignBannerDto } from '../../../ports/portal-api.port';
import { pageForPath } from '../route-modules';

/** What every page's shell needs. */
export interface RootData {
  /** SPEC §4: exactly one of guest, logged in, expired session. */
  readonly loginState: LoginState;
  readonly deviceOutput: DeviceOutput;
  /** SPEC §3, §9: the partner of the visit's partner set (wp1, wp2 of tracking). */
  readonly partner: PartnerInfo;
  /** The consent given earlier; null while the visitor has not chosen (the banner shows). */
  readonly consent: readonly ConsentType[] | null;
  /** SPEC §4: the year-end banners of the page the loader ran for. */
  readonly banners: readonly CampaignBannerDto[];
  /** The path the banners belong to. */
  readonly bannerPath: string;
}

/** SPEC §4: the banners of a page, by its product (on flow pages the search's) and path. */
export const bannersOfPath = (
  svc: AppServices,
  path: string,
  search = '',
): Promise<readonly CampaignBannerDto[]> => {
  const context = bannerContextOfPage(pageForPath(path), search);
  return context === null ? Promise.resolve([]) : svc.campaignBanners(context);
};

/**
 * SPEC §7: user data and expired-session data are fetched at render; SPEC §4: they decide the
 * account menu's one state. SPEC §3, §9: the device output, kept in its cookie when the query
 * parameter chose it; the partner set (wpset) from query, referrer, cookie or 'natural', and its
 * partner; the consent cookie; the page's campaign banners.
 */
export const rootLoader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
    const url = new URL(request.url);
    const visit = svc.visitClues(request);
    // SPEC §8: without the request's clues (logged where they are missing) the default partner.
    const wpset =
      visit &&
      deriveWpsetWithSource({
        query: { [WPSET_PARAMETER]: url.searchParams.get(WPSET_PARAMETER) ?? undefined },
        referrer: visit.referrer,
        cookie: visit.wpsetCookie,
        path: url.pathname,
      });
    if (wpset?.source === 'query' || wpset?.source === 'referrer') svc.rememberWpset(wpset.wpset);
    const [userData, expired, partner, banners] = await Promise.all([
      svc.userData(),
      svc.expiredSession(),
      // Without a partner set of its own the visit has the default partner: nothing to look up.
      wpset === null || wpset.source === 'default'
        ? PARTNER_DEFAULTS
        : svc.partnerInfo(wpset.wpset),
      bannersOfPath(svc, url.pathname, url.search),
    ]);
    const expiredSessionData = userData?.expiredSessionData ?? expired;
    // SPEC §4: an expired session is "no user, but session info present".
    const state = loginStateOf(
      {
        isLoggedIn: userData?.isLoggedIn ?? false,
        ssoUserData: userData?.ssoUserData ?? null,
        expiredSessionData,
      },
      expiredSessionData === null ? null : {},
    );
    const clues = svc.deviceClues(request);
    const choice = deviceOutputOf({
      query: url.searchParams.get(DEVICE_OUTPUT_PARAMETER),
      ...clues,
    });
    if (choice.fromQuery) svc.rememberDeviceOutput(choice.output);
    return {
      loginState: state,
      deviceOutput: choice.output,
      partner,
      consent: visit?.consentCookie == null ? null : consentTypesOfCookie(visit.consentCookie),
      banners,
      bannerPath: url.pathname,
    };
  };
