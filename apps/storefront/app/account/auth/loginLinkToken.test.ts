import { describe, expect, it } from 'vitest';
import { loginLinkToken } from './loginLinkToken';

const token = 'v1.eyJlbWFpbCI6ImxlYUBleGFtcGxlLmZyIn0.c2lnbmF0dXJlLW9mLXRoZS1saW5r';

describe('the token of a login-as-customer link', () => {
  it('is read from the fragment', () => {
    expect(loginLinkToken(`#token=${token}`)).toBe(token);
    expect(loginLinkToken(`token=${token}`)).toBe(token);
  });

  it('is missing without a fragment or without a token in it', () => {
    expect(loginLinkToken('')).toBeNull();
    expect(loginLinkToken('#')).toBeNull();
    expect(loginLinkToken('#other=1')).toBeNull();
  });

  it('is refused when it cannot be a token (too short, odd characters)', () => {
    expect(loginLinkToken('#token=abc')).toBeNull();
    expect(loginLinkToken('#token=<script>alert(1)</script>-padding-padding')).toBeNull();
  });
});
