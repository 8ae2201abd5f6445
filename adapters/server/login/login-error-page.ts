import { html, type SafeHtml } from './html';
import { loginPageLayout } from './login-page-layout';

export interface LoginErrorPage {
  readonly title: string;
  readonly message: string;
  readonly brandName: string;
  readonly basePath: string;
  /** The free hotline (ServerConfig.phoneNumber). */
  readonly phoneNumber: string;
}

/** A refused login request (bad callback, bad challenge, too many attempts): no way onwards. */
export const renderLoginErrorPage = (page: LoginErrorPage): SafeHtml =>
  loginPageLayout({
    title: page.title,
    brandName: page.brandName,
    basePath: page.basePath,
    portal: null,
    content: html`<section aria-labelledby="fehler-titel">
<h1 id="fehler-titel">${page.title}</h1>
<p class="alert" role="alert">${page.message}</p>
<p>Bei Fragen erreichen Sie uns kostenlos unter ${page.phoneNumber}.</p>
</section>`,
  });
