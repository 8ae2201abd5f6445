import type { Browser } from './auth/auth-test-server';

// Beside customer-area-accounts: a page read as text and a form posted from a foreign origin.

const html = (text: string): string => text.replaceAll('&amp;', '&');

/** A page's status and HTML, with &amp; read back as &. */
export const page = async (
  browser: Browser,
  path: string,
): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: html(await answer.text()) };
};

/** A form post with the customer's cookies from another site (the CSRF check refuses it). */
export const postFromForeignOrigin = (
  serverUrl: string,
  path: string,
  browser: Browser,
  fields: Readonly<Record<string, string>>,
): Promise<Response> =>
  fetch(`${serverUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: browser.jar.headerFor('/'),
    },
    body: new URLSearchParams(fields).toString(),
  });
