import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { ConsentType } from '../../../domain/device/consent';
import { parseConsentTypes } from '../../../domain/device/consent';
import {
  ALL_CONSENT,
  REQUIRED_CONSENT,
  serializeConsent,
} from '../../../domain/device/consent-cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from '../../../domain/device/cookies';
import { sameOriginPath } from '../../../domain/http/same-origin-path';
import { cookieOptions } from '../cookies';
import type { ServerDeps } from '../server-deps';

/** A consent form is a few bytes. */
export const CONSENT_FORM_LIMIT = 1024;

interface ConsentForm {
  choice?: string | string[];
  consent?: string | string[];
}

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The types a form grants: all, only the necessary ones, or the ticked ones (SPEC §3 f, a, m). */
export const consentOfForm = (form: ConsentForm): readonly ConsentType[] => {
  const choice = listOf(form.choice)[0];
  if (choice === 'all') return ALL_CONSENT;
  if (choice === 'necessary') return REQUIRED_CONSENT;
  return parseConsentTypes([...REQUIRED_CONSENT, ...listOf(form.consent)].join(','));
};

/**
 * POST /consent (under /api): the consent banner's form before the page's JavaScript runs —
 * stores the choice in the consent cookie, as the browser would, and goes back to the page the
 * form was on (its Referer, when it is a page of this portal), with 303.
 */
export const consentRoute: FastifyPluginAsync<{ deps: ServerDeps }> = async (app, { deps }) => {
  await app.register(formbody, { bodyLimit: CONSENT_FORM_LIMIT });
  // On the route too: its 413 names this limit, whatever the content type.
  app.post<{ Body: ConsentForm }>(
    '/consent',
    { bodyLimit: CONSENT_FORM_LIMIT },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const referer = request.headers.referer;
      let back = '/';
      if (referer !== undefined) {
        try {
          const url = new URL(referer);
          back = sameOriginPath(deps.config.publicUrl, `${url.pathname}${url.search}`) ?? '/';
          if (url.origin !== new URL(deps.config.publicUrl).origin) back = '/';
        } catch {
          back = '/';
        }
      }
      return reply
        .setCookie(CONSENT_COOKIE, serializeConsent(consentOfForm(body)), {
          ...cookieOptions(deps.config, CONSENT_COOKIE_MAX_AGE_S),
          // The browser's own code reads the choice too.
          httpOnly: false,
        })
        .redirect(back, 303);
    },
  );
};
