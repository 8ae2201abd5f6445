import type { FastifyReply } from 'fastify';
import type { LoginField, LoginFieldsError } from '../../../domain/login/check-login-fields';
import type { ServerDeps } from '../server-deps';
import type { SafeHtml } from './html';
import { type CallbackGrant, callbackRedirectUrl } from './login-callback-redirect';
import { renderLoginErrorPage } from './login-error-page';
import type { FormState } from './login-form-field';
import { type LoginPageModel, renderLoginPage } from './login-page';
import type { LoginRequest } from './login-request';

export type FailedForm = NonNullable<LoginPageModel['failed']>;

/** The three answers of the login service: an error page, the form page, the way back. */
export interface LoginReplies {
  errorPage(reply: FastifyReply, status: number, title: string, message: string): FastifyReply;
  formPage(
    reply: FastifyReply,
    status: number,
    request: LoginRequest,
    failed: FailedForm | null,
  ): FastifyReply;
  redirectToCallback(
    reply: FastifyReply,
    request: LoginRequest,
    grant: CallbackGrant,
  ): FastifyReply;
}

/** A re-rendered form: what was entered (the caller leaves out passwords) and each message. */
export const formStateOf = (
  values: Readonly<Record<string, string>>,
  error: LoginFieldsError | null,
): FormState => ({
  values,
  errors: new Map<LoginField, string>(error?.fields.map((f) => [f.field, f.message]) ?? []),
});

/** An HTML page of the login service: never cached, it may show what the visitor typed. */
const sendPage = (reply: FastifyReply, status: number, page: SafeHtml): FastifyReply =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.value);

export const makeLoginReplies = (deps: ServerDeps, basePath: string): LoginReplies => {
  const { brandName, brandAbbr, phoneNumber } = deps.config;
  return {
    errorPage: (reply, status, title, message) =>
      sendPage(
        reply,
        status,
        renderLoginErrorPage({ title, message, brandName, basePath, phoneNumber }),
      ),
    formPage: (reply, status, request, failed) =>
      sendPage(reply, status, renderLoginPage({ brandName, basePath, request, failed })),
    redirectToCallback: (reply, request, grant) => {
      const loginType = grant.kind === 'account' ? grant.loginType : 'anonymous';
      deps.logger.log('info', 'login service: code issued', { loginType });
      return reply
        .header('cache-control', 'no-store')
        .redirect(callbackRedirectUrl(request.callback, grant, brandAbbr), 302);
    },
  };
};
