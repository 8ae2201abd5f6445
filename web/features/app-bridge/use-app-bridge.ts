import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientLogLevel, ClientLogMeta } from '../../../ports/portal-api.port';
import {
  APP_LOGIN_FAILED_MESSAGE,
  APP_LOGIN_REQUEST_EVENT,
  type AppBridgeObject,
  type AppLoginRequest,
  callSetProduct,
  readAppLoginMessage,
  SET_PRODUCT_FAILED_MESSAGE,
} from './app-login';

type Log = (level: ClientLogLevel, message: string, meta?: ClientLogMeta) => unknown;

/**
 * The app bridge in the page (see app-login.ts for the contract): `startLogin` asks the app,
 * the answer ends the login; `pending` is true in between. Tells the app the page's product.
 */
export const useAppBridge = (input: {
  readonly active: boolean;
  readonly productType: string | null;
  readonly log: Log;
}): { readonly pending: boolean; readonly startLogin: (request: AppLoginRequest) => void } => {
  const { active, productType, log } = input;
  const [pending, setPending] = useState(false);
  const logRef = useRef(log);
  logRef.current = log;

  useEffect(() => {
    if (!active || productType === null) return;
    const bridge = (window as unknown as { C24App?: AppBridgeObject }).C24App;
    if (!callSetProduct(bridge, productType)) {
      void logRef.current('warn', SET_PRODUCT_FAILED_MESSAGE, { url: window.location.pathname });
    }
  }, [active, productType]);

  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== window.location.origin) return;
      const answer = readAppLoginMessage(event.data);
      if (answer === null) return;
      setPending(false);
      if (answer.kind === 'success') {
        if (answer.target === null) window.location.reload();
        else window.location.assign(answer.target);
      } else if (answer.kind === 'failed') {
        void logRef.current('error', APP_LOGIN_FAILED_MESSAGE, {
          errorName: answer.reason,
          url: window.location.pathname,
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active]);

  const startLogin = useCallback((request: AppLoginRequest) => {
    setPending(true);
    window.dispatchEvent(new CustomEvent(APP_LOGIN_REQUEST_EVENT, { detail: request }));
  }, []);
  return { pending, startLogin };
};
