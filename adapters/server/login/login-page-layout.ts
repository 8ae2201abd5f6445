import { html, type SafeHtml } from './html';

export interface PageFrame {
  readonly title: string;
  readonly brandName: string;
  /** Where the login service is mounted, e.g. '/login'. */
  readonly basePath: string;
  readonly content: SafeHtml;
}

/** The frame of every login-service page: German, one style sheet, no scripts. */
export const loginPageLayout = (frame: PageFrame): SafeHtml => html`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${frame.title} – ${frame.brandName}</title>
<link rel="stylesheet" href="${frame.basePath}/assets/login.css">
</head>
<body>
<p class="brand">${frame.brandName}</p>
<main>
${frame.content}
</main>
</body>
</html>
`;
