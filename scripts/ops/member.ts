// A member as a browser would be one, over plain HTTP: a cookie jar, the Origin header writes need, sign-up
// through the dev outbox. Used by the smoke test and the load-balanced run (scripts/smoke.ts, scripts/lb-run.ts).

export type Reply<T = unknown> = { status: number; body: T };

export class Member {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<Reply<T>> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      signal: signal ?? AbortSignal.timeout(15_000),
      headers: {
        origin: this.base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: response.status, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const expectStatus = (what: string, reply: Reply, status = 200) => {
  if (reply.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
    );
  }
};

/** Signs up, opens the verification link from the dev outbox (/dev/mailbox?format=json), and signs in. */
export async function signUpThroughOutbox(base: string, email: string, password = 'Correct1horse') {
  const member = new Member(base);
  const account = { firstName: 'Smoke', lastName: 'Test', name: 'Smoke Test', email, password };
  expectStatus('sign-up', await member.post('/api/auth/sign-up/email', account));
  let link: string | undefined;
  for (let attempt = 0; attempt < 20 && !link; attempt++) {
    const mail = await member.get<{ link: string | null; subject: string }[]>(
      `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`,
    );
    expectStatus('dev outbox', mail);
    link = mail.body.find((message) => message.link && /verif/i.test(message.subject))?.link ?? undefined;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!link) throw new Error(`no verification mail for ${email} in the dev outbox`);
  const token = new URL(link).searchParams.get('token') ?? '';
  expectStatus('verify', await member.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`));
  expectStatus('sign-in', await member.post('/api/auth/sign-in/email', { email, password }));
  return member;
}

export { expectStatus };
