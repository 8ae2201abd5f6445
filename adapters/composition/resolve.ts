import type { Container, ServiceIdentifier } from 'inversify';

/** A port or use case the composition asked for and no module binds: the process does not start. */
export class MissingBinding extends Error {
  override readonly name = 'MissingBinding';
  constructor(
    readonly binding: string,
    cause: unknown,
  ) {
    super(`Fehlende Bindung / missing binding: ${binding}`, { cause });
  }
}

/** The name a token is known by: a symbol's description, a class's name, or the string itself. */
export const bindingName = (token: ServiceIdentifier): string =>
  typeof token === 'symbol'
    ? (token.description ?? token.toString())
    : typeof token === 'function'
      ? token.name
      : String(token);

/** What a record of tokens resolves to: each key's value has the type the record declares. */
export type TokensOf<T> = { readonly [K in keyof T]-?: ServiceIdentifier<NonNullable<T[K]>> };

/**
 * The one way the composition root asks its container: every key of `tokens` resolved at once (at
 * start), a missing one failing with its key and token name instead of a deep inversify trace.
 */
export const resolveAll = <T>(container: Container, tokens: TokensOf<T>): T => {
  const resolved: Record<string, unknown> = {};
  for (const [key, token] of Object.entries(tokens) as [string, ServiceIdentifier][]) {
    try {
      resolved[key] = container.get(token);
    } catch (error) {
      throw new MissingBinding(`${key} (${bindingName(token)})`, error);
    }
  }
  return resolved as T;
};
