import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    const parsed = parseConfig({});
    expect(parsed.ok && parsed.config.PORT).toBe(3000);
    expect(parsed.ok && parsed.config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable at once', () => {
    const parsed = parseConfig({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      LOG_LEVEL: 'loud',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'LOG_LEVEL',
    ]);
  });

  it('requires an auth secret in production', () => {
    const parsed = parseConfig({ NODE_ENV: 'production' });
    expect(parsed.ok).toBe(false);
  });
});
