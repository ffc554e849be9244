import { describe, expect, it } from 'vitest';
import { checkNotificationEvent, checkResponseContract, responseContractOf } from './response-contracts';

describe('the response contracts the server tests hold answers to', () => {
  it('passes an answer that matches its schema and fails one that does not', () => {
    expect(() => checkResponseContract('GET', '/api/favorites/count', 200, { count: 3 })).not.toThrow();
    expect(() => checkResponseContract('GET', '/api/favorites/count', 200, { count: '3' })).toThrow(
      /GET \/api\/favorites\/count answered outside its contract.*count/,
    );
  });

  it('leaves errors and routes the web app does not call alone', () => {
    expect(() =>
      checkResponseContract('GET', '/api/favorites/count', 404, { message: 'Not found' }),
    ).not.toThrow();
    expect(() => checkResponseContract('GET', '/api/health', 200, { anything: true })).not.toThrow();
  });

  it('reads a path by its segments, literal ones before parameters, without its query', () => {
    expect(responseContractOf('GET', '/api/circles/discover?list=big')?.path).toBe('/api/circles/discover');
    expect(responseContractOf('GET', '/api/circles/world')?.path).toBe('/api/circles/:circleId');
    expect(responseContractOf('post', '/api/circles/world/leave')?.path).toBe('/api/circles/:circleId/leave');
    expect(responseContractOf('GET', '/api/circles/world/leave')).toBeUndefined();
  });

  it('checks a live notification event', () => {
    expect(() => checkNotificationEvent(JSON.stringify({ id: '1' }))).toThrow(/notification event/);
  });
});
