/** Markup that is already safe: built by `html` from escaped parts. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

type Interpolation =
  | SafeHtml
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Interpolation[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text safe in element content and in quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);

const render = (value: Interpolation): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
};

/**
 * Tagged template for pages: every interpolated value is escaped unless it is SafeHtml (nested
 * templates); arrays are joined; null, undefined and booleans render nothing.
 */
export const html = (
  strings: TemplateStringsArray,
  ...values: readonly Interpolation[]
): SafeHtml =>
  new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''),
  );
