/** A cookie-keeping client for the attack suite, counting every request and every 5xx. */
export const stats = { requests: 0, serverErrors: 0, serverErrorSamples: [] as string[] };

export type Answer = { status: number; text: string; json: unknown };

export class Client {
  cookie = '';

  constructor(
    readonly base: string,
    readonly label: string,
    /** false while the server is being killed on purpose: a dropped connection is expected then. */
    readonly countsFailures = true,
  ) {}

  async send(
    method: string,
    path: string,
    options: { body?: string | Buffer; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (options.contentType) headers['content-type'] = options.contentType;
    stats.requests++;
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: options.body as BodyInit | undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      // A dropped connection is the server failing too.
      if (!this.countsFailures) return { status: 0, text: '', json: undefined };
      stats.serverErrors++;
      stats.serverErrorSamples.push(`${method} ${path.slice(0, 120)}: ${(error as Error).message}`);
      return { status: 0, text: '', json: undefined };
    }
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      if (pair && !/max-age=0/i.test(setCookie)) this.cookie = mergeCookie(this.cookie, pair);
    }
    const text = await response.text();
    if (response.status >= 500) {
      stats.serverErrors++;
      stats.serverErrorSamples.push(
        `${method} ${path.slice(0, 120)} → ${response.status} ${text.slice(0, 120)}`,
      );
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: response.status, text, json };
  }

  json(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    return this.send(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      contentType: body === undefined ? undefined : 'application/json',
      headers,
    });
  }
}

function mergeCookie(header: string, pair: string) {
  const name = pair.split('=')[0];
  const kept = header.split('; ').filter((part) => part && part.split('=')[0] !== name);
  return [...kept, pair].join('; ');
}

/** Runs `tasks` with at most `concurrency` at a time. */
export async function runPool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}
