import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { payloadJson, serializeErrors } from '../../../web/app/hydration';
import { TEST_CONFIG } from '../web-test-kit';

describe('payloadJson', () => {
  it('escapes every < and the JavaScript line separators, and parses back unchanged', () => {
    const payload = {
      config: TEST_CONFIG,
      path: '/x',
      search: '',
      router: {
        loaderData: { a: '</script><!-- \u2028 \u2029 <b>' },
        actionData: null,
        errors: null,
      },
    };
    const text = payloadJson(payload);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(payload);
  });
});

describe('serializeErrors', () => {
  it('keeps route error responses and hides the message of other errors', () => {
    expect(serializeErrors(null)).toBeNull();
    expect(
      serializeErrors({
        a: new ErrorResponseImpl(404, 'Not Found', 'weg'),
        b: new Error('geheime Details'),
      }),
    ).toEqual({
      a: { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: 'weg' },
      b: { __type: 'Error', message: 'Die Seite konnte nicht geladen werden.' },
    });
  });
});
