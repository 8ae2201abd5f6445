import { html, type SafeHtml } from './html';

export interface PageFrame {
  readonly title: string;
  readonly brandName: string;
  /** Where the login service is mounted, e.g. '/login'. */
  readonly basePath: string;
  readonly content: SafeHtml;
  /**
   * The portal this login was started from (the callback's origin, already on the allow-list)
   * and the page to go back to: the brand links home, „Zurück" to `back`, the footer to the
   * portal's Impressum and Datenschutzerklärung. Null on a refused request (no portal known).
   */
  readonly portal?: { readonly origin: string; readonly back: string } | null;
}

const portalFooter = (origin: string): SafeHtml => html`<footer class="legal">
<ul>
<li><a href="${origin}/impressum">Impressum</a></li>
<li><a href="${origin}/datenschutz">Datenschutz</a></li>
<li><a href="${origin}/agb">AGB</a></li>
</ul>
</footer>`;

/**
 * The frame of every login-service page: German, one style sheet; the login page also its one
 * small script, the SPEC §4 back guard (login-back-guard.ts).
 */
export const loginPageLayout = (frame: PageFrame): SafeHtml => {
  const portal = frame.portal ?? null;
  return html`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${frame.title} – ${frame.brandName}</title>
<link rel="stylesheet" href="${frame.basePath}/assets/login.css">
${portal === null ? '' : html`<script src="${frame.basePath}/assets/login.js" defer></script>`}
</head>
<body>
${
  portal === null
    ? html`<p class="brand">${frame.brandName}</p>`
    : html`<p class="brand"><a href="${portal.origin}/">${frame.brandName}</a></p>`
}
<main>
${
  portal === null
    ? ''
    : html`<p class="back"><a href="${portal.back}" data-testid="login-back">← Zurück zu ${frame.brandName}</a></p>`
}
${frame.content}
</main>
${portal === null ? '' : portalFooter(portal.origin)}
</body>
</html>
`;
};
