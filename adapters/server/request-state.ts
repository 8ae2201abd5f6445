import type { DeviceOutput } from '../../domain/device/device-output';

/** A cookie the answer must set; the server adds name and attributes. */
export type ResponseCookie =
  | { readonly kind: 'visitor'; readonly value: string }
  | { readonly kind: 'deviceOutput'; readonly value: DeviceOutput }
  | { readonly kind: 'wpset'; readonly value: string };

/**
 * What the page services of one request share and change: the visitor id (a first-time guest
 * gets one when a page stores something for them) and the cookies the answer must set. The
 * business-process services and the application services both adopt a new visitor, so both
 * see the id the other made, and its cookie is set once.
 */
export class RequestState {
  /** Filled while the loaders run. */
  readonly cookies: ResponseCookie[] = [];
  private visitor: string | null;

  constructor(visitorId: string | null) {
    this.visitor = visitorId;
  }

  get visitorId(): string | null {
    return this.visitor;
  }

  /** Takes `id` as the visitor's id when the request came without one (and sets its cookie). */
  adoptVisitorId(id: string): string {
    if (this.visitor === null) {
      this.visitor = id;
      this.cookies.push({ kind: 'visitor', value: id });
    }
    return this.visitor;
  }

  /** The visitor's id; one from `make` (with its cookie) when the request came without one. */
  visitorIdOrNew(make: () => string): string {
    return this.visitor ?? this.adoptVisitorId(make());
  }

  setCookie(cookie: ResponseCookie): void {
    this.cookies.push(cookie);
  }
}
