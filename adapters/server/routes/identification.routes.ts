import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE } from '../../../domain/device/cookies';
import type { WebIdentificationRedirectResponse } from '../../../domain/identification/identification-choice';
import {
  IDENTIFICATION_PARAMS,
  IDENTIFICATION_PATH,
  POSTIDENT_COUPON_PATH,
} from '../../../domain/identification/identification-paths';
import { IDENTIFICATION_OFFER_LABELS } from '../../../domain/identification/identification-type';
import { parseSignedRedirectState } from '../../../domain/identification/redirect-state';
import {
  DEMO_IDENT_PATH,
  demoIdentificationServiceOf,
} from '../../identification/demo-identification-service.adapter';
import { apiError } from '../api-error';
import { signedCookieOf, visitorIdOf } from '../cookies';
import { html } from '../login/html';
import { loginPageLayout } from '../login/login-page-layout';
import { sendPdf } from '../pdf-reply';
import type { RouteOptions } from '../server-use-cases';

const COUPON_NOT_FOUND = 'Für diesen Antrag gibt es keinen Postident-Coupon.';

/**
 * The Postident coupon of the asker's own application (a live login of its account), and the
 * server's built-in DEMO identification service: a page where the tester picks the outcome, which
 * sends the customer back to the portal with the signed state, the answer and the demo's signature.
 */
export const identificationRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const demo = demoIdentificationServiceOf(deps.config.sessionSecret);

  app.get<{ Querystring: { antrag?: string } }>(
    POSTIDENT_COUPON_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { antrag: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const found = await useCases.findLoginSession(signedCookieOf(request, SESSION_COOKIE));
      const accountId = found.kind === 'live' ? found.session.accountId : null;
      // The owner: the account, or the browser of a guest application.
      const coupon = await useCases.identification.coupon(
        { accountId, visitorId: visitorIdOf(request) ?? '' },
        request.query.antrag ?? '',
      );
      if (coupon === null) {
        return reply.code(404).send(apiError('identification/no-coupon', COUPON_NOT_FOUND));
      }
      return sendPdf(reply, coupon.fileName, coupon.bytes);
    },
  );

  app.get<{ Querystring: { state?: string } }>(
    DEMO_IDENT_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { state: { type: 'string', maxLength: 512 } },
        },
      },
    },
    async (request, reply) => {
      const state = request.query.state ?? '';
      const parsed = parseSignedRedirectState(state);
      const back = (response: WebIdentificationRedirectResponse): string => {
        const query = new URLSearchParams({
          [IDENTIFICATION_PARAMS.state]: state,
          [IDENTIFICATION_PARAMS.response]: response,
          [IDENTIFICATION_PARAMS.signature]: demo.sign(state, response),
        });
        return `${IDENTIFICATION_PATH}?${query.toString()}`;
      };
      const content =
        parsed === null
          ? html`<section><h1>Demo-Identifizierungsdienst</h1>
<p class="alert" role="alert">Diese Anfrage ist ungültig. Bitte starten Sie die Identifizierung im Kundenbereich erneut.</p></section>`
          : html`<section>
<h1>Demo-Identifizierungsdienst</h1>
<p class="alert"><strong>DEMO:</strong> Hier wird niemand identifiziert. Wählen Sie, was der Dienst an den Rentenkompass zurückmelden soll.</p>
<p>Antrag <strong>${parsed.state.reference}</strong> – ${IDENTIFICATION_OFFER_LABELS[parsed.state.type]}</p>
<nav aria-label="Ergebnis der Demo-Identifizierung"><ul>
<li><a href="${back('success')}" data-testid="demo-ident-success">Identifizierung erfolgreich</a></li>
<li><a href="${back('decline')}" data-testid="demo-ident-decline">Identifizierung ablehnen</a></li>
</ul></nav>
</section>`;
      return reply
        .code(parsed === null ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          loginPageLayout({
            title: 'Demo-Identifizierung',
            brandName: deps.config.brandName,
            basePath: '/login',
            content,
          }).toString(),
        );
    },
  );
};
