const EXTENDED = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i;
const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const TOKEN = /filename\s*=\s*([^;"\s]+)/i;

const decodeExtended = (charset: string, value: string): string | null => {
  if (charset.trim().toLowerCase() !== 'utf-8') return null;
  try {
    return decodeURIComponent(value.trim());
  } catch {
    return null;
  }
};

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` wins over
 * `filename="…"` and `filename=…`; path parts are dropped so a name can never point elsewhere.
 */
export const fileNameOf = (header: string | undefined): string | null => {
  if (header === undefined) return null;
  const extended = EXTENDED.exec(header);
  const quoted = QUOTED.exec(header);
  const token = TOKEN.exec(header);
  const name =
    (extended !== null ? decodeExtended(extended[1] ?? '', extended[2] ?? '') : null) ??
    (quoted !== null ? (quoted[1] ?? '').replace(/\\(.)/g, '$1') : null) ??
    token?.[1] ??
    null;
  if (name === null) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
};
