import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginState } from '../../../domain/session/login-state';
import type { AppServices } from '../../../ports/app-services';
import { markHydrated } from '../../boot/arrival-handoff';
import {
  handleLoginCallback,
  storeLoggedInUser,
} from '../../features/login-callback/login-callback-handling';

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * What happens once per page load: the page is marked hydrated, a login callback in the address
 * is handled (SPEC §4: store, then strip the parameters), GET /ren-ref sets the reference cookie
 * (SPEC §7; the boot module's call when it made one). Answers the reference id's promise (null
 * before the first effect). A logged-in user's data is stored once per login (SPEC §4).
 */
export const useArrival = (
  svc: AppServices,
  loginState: LoginState,
): Promise<string | null> | null => {
  const navigate = useNavigate();
  const [renRef, setRenRef] = useState<Promise<string | null> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(() => {
    // Marks the page as hydrated (the e2e tests wait for it), replays clicks made before.
    markHydrated();
    const storage = sessionStore();
    const step = storage === null ? null : handleLoginCallback(window.location, storage);
    if (step?.kind === 'exchange') {
      window.location.replace(step.assign);
      return;
    }
    if (step?.kind === 'stored') navigate(step.replaceWith, { replace: true });
    setRenRef(svc.renRef());
  }, []);

  useEffect(() => {
    const storage = sessionStore();
    if (loginState.kind === 'loggedIn' && storage !== null) {
      storeLoggedInUser(loginState.user, storage);
    }
  }, [loginState]);

  return renRef;
};
