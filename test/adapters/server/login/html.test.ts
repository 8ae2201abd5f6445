import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from '../../../../adapters/server/login/html';

describe('html tagged template', () => {
  it('escapes interpolated text for content and quoted attributes', () => {
    const name = `"><script>alert('x')</script>&`;
    expect(html`<input value="${name}">`.value).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">',
    );
  });

  it('keeps nested templates, joins arrays and renders null, undefined and booleans as nothing', () => {
    const items = ['a<b', 'c'].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${true}${0}`.value).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul>0',
    );
    expect(html`${new SafeHtml('<b>fett</b>')}`.toString()).toBe('<b>fett</b>');
  });

  it('never lets markup characters of a string through', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = html`<p title="${text}">${text}</p>`.value;
        const inner = out.slice('<p title="'.length, -'</p>'.length);
        expect(inner.replace('">', '')).not.toMatch(/[<>"'`]/);
        expect(escapeHtml(text).replace(/&(amp|lt|gt|quot|#39|#96);/g, '')).not.toMatch(/[&<>"'`]/);
      }),
      { numRuns: 200 },
    );
  });
});
