import { checkResponseContract } from './response-contracts';

/**
 * A tiny HTTP client for integration tests that keeps cookies like a browser would,
 * so a test can act as one signed-in member. Every successful JSON answer of a route the web app calls is checked
 * against its contract schema (response-contracts.ts).
 */
export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

export class TestClient {
  private cookies = new Map<string, string>();

  /**
   * `checkContracts: false` for a client that also talks to another release's server (the upgrade test drives
   * 1.0.0, whose answers keep 1.0.0's contracts).
   */
  constructor(
    private readonly baseUrl: string,
    cookies?: Map<string, string>,
    private readonly options: { checkContracts?: boolean } = {},
  ) {
    if (cookies) this.cookies = cookies;
  }

  /** The same member (the same cookies) talking to another app on the same database. */
  withBase(baseUrl: string) {
    return new TestClient(baseUrl, this.cookies, this.options);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        origin: this.baseUrl,
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || Buffer.isBuffer(body)
            ? (body as string)
            : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const cookieValue = value.join('=');
      if (cookieValue === '' || /max-age=0/i.test(setCookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), cookieValue);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    // An answer the web app reads must match its contract schema: the browser no longer parses it (0096).
    if (
      this.options.checkContracts !== false &&
      response.headers.get('content-type')?.includes('application/json')
    )
      checkResponseContract(method, path, response.status, parsed);
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
    } satisfies JsonResponse<T>;
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  setCookieHeader(header: string) {
    this.cookies.clear();
    for (const part of header.split('; ')) {
      const [name, ...value] = part.split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }
}
