/** A minimal browser cookie store for the tests: name, value, path; Max-Age=0 deletes. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (key: string): string | undefined =>
        attributes
          .find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))
          ?.slice(key.length + 1);
      const maxAge = attribute('Max-Age');
      const expires = attribute('Expires');
      const gone =
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute('Path') ?? '/' });
    }
  }

  /** The Cookie header a browser would send to `path`. */
  headerFor(path: string): string {
    return [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }
}
