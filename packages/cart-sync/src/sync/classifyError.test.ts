import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { classifyError } from './classifyError';

const answer = (status: number) => new ApiError({ status, message: `HTTP ${status}` });

describe('classifying a failed cart call', () => {
  it('no answer at all (network failure) is offline', () => {
    expect(classifyError(new NetworkError('http://fake.test/api', new TypeError('fetch failed')))).toBe('offline');
  });

  it('a 5xx answer is a server error, not offline: the server answered and did not take the change', () => {
    expect(classifyError(answer(500))).toBe('server-error');
    expect(classifyError(answer(503))).toBe('server-error');
  });

  it('401 is unauthorized, 403/404 gone, another 4xx refused', () => {
    expect([401, 403, 404, 400, 409].map((status) => classifyError(answer(status)))).toEqual([
      'unauthorized',
      'gone',
      'gone',
      'refused',
      'refused',
    ]);
  });

  it('a request the contract refuses is refused; an answer breaking the contract is kept for later', () => {
    expect(classifyError(new ValidationError({ source: 'request', message: 'Invalid qty' }))).toBe('refused');
    expect(classifyError(new ValidationError({ source: 'response', message: 'Invalid cart item' }))).toBe('offline');
  });
});
