import type { LoaderFunctionArgs } from 'react-router-dom';
import type { DeviceOutput } from '../../../domain/device/device-output';
import { type LoginState, loginStateOf } from '../../../domain/session/login-state';
import { DEVICE_OUTPUT_PARAMETER, deviceOutputOf } from '../device/device-output-of';
import type { AppServices } from '../services';

/** What every page's shell needs. */
export interface RootData {
  /** SPEC §4: exactly one of guest, logged in, expired session. */
  readonly loginState: LoginState;
  readonly deviceOutput: DeviceOutput;
}

/**
 * SPEC §7: user data and expired-session data are fetched at render; SPEC §4: they decide the
 * account menu's one state. SPEC §3, §9: the device output, kept in its cookie when the query
 * parameter chose it.
 */
export const rootLoader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
    const [userData, expired] = await Promise.all([svc.userData(), svc.expiredSession()]);
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
      query: new URL(request.url).searchParams.get(DEVICE_OUTPUT_PARAMETER),
      ...clues,
    });
    if (choice.fromQuery) svc.rememberDeviceOutput(choice.output);
    return { loginState: state, deviceOutput: choice.output };
  };
