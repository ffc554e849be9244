import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, parseConfig, productionWarnings } from './config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    const parsed = parseConfig({});
    expect(parsed.ok && parsed.config.PORT).toBe(3000);
    expect(parsed.ok && parsed.config.DIGEST_DELAY_MINUTES).toBe(30);
    expect(parseConfig({ DIGEST_DELAY_MINUTES: '-1' }).ok).toBe(false);
    expect(parsed.ok && parsed.config.publicUrl).toBe('http://localhost:3000');
  });

  it('listens on loopback only and keeps the dev outbox to loopback unless told otherwise', () => {
    const parsed = parseConfig({});
    expect(parsed.ok && parsed.config.HOST).toBe('127.0.0.1');
    expect(parsed.ok && parsed.config.DEV_MAILBOX).toBe('loopback');
    const exposed = parseConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'open' });
    expect(exposed.ok && [exposed.config.HOST, exposed.config.DEV_MAILBOX]).toEqual(['0.0.0.0', 'open']);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DEV_MAILBOX: 'open' }).ok).toBe(
      false,
    );
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

  it('keeps idle connections longer than proxies do, and headers a little longer still (issue #36)', () => {
    const parsed = parseConfig({});
    expect(parsed.ok && [parsed.config.KEEP_ALIVE_TIMEOUT_MS, parsed.config.HEADERS_TIMEOUT_MS]).toEqual([
      65_000, 66_000,
    ]);
    expect(parseConfig({ KEEP_ALIVE_TIMEOUT_MS: '70000' }).ok).toBe(false);
    expect(parsed.ok && [parsed.config.DATABASE_POOL_SIZE, parsed.config.JOBS]).toEqual([10, 'on']);
    expect(parsed.ok && parsed.config.MIGRATE_ON_START).toBe(true);
    expect(parseConfig({ MIGRATE_ON_START: 'false' })).toMatchObject({ config: { MIGRATE_ON_START: false } });
  });

  it('requires an auth secret in production', () => {
    const parsed = parseConfig({ NODE_ENV: 'production' });
    expect(parsed.ok).toBe(false);
  });

  it('refuses half-set S3 naming what is missing, with every other problem at once (issue #56)', () => {
    const parsed = parseConfig({
      NODE_ENV: 'production',
      S3_BUCKET: 'circles-media',
      S3_ENDPOINT: 'http://minio:9000',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        'AUTH_SECRET: required when NODE_ENV=production (32+ random characters)',
        'S3_*: S3_ENDPOINT, S3_BUCKET set but S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY not: set all four (media in S3) or none (media on local disk)',
        'REDIS_URL: needs DATABASE_URL (the embedded database serves one process, which needs no fan-out)',
      ],
    });
  });

  it('warns about what production most likely lacks (npm run config:check)', () => {
    expect(productionWarnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionWarnings({ NODE_ENV: 'production' }).map((w) => w.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
    ]);
    const complete = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://circles.example.org',
      DATABASE_URL: 'postgres://db/circles',
      SMTP_URL: 'smtp://mail:587',
    };
    expect(productionWarnings(complete)).toEqual([]);
  });
});

describe('README', () => {
  it('documents every setting the server reads', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const missing = Object.keys(configSchema.shape).filter((name) => !readme.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });
});
