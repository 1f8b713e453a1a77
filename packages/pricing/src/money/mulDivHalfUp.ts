/**
 * `a × b ÷ d` rounded half-up, exactly, for non-negative integers `a`, `b` and a positive integer `d`.
 * Exact in doubles while `a × b` stays a safe integer; falls back to BigInt beyond.
 */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const n = a * b;
  if (n <= Number.MAX_SAFE_INTEGER) {
    let q = Math.floor(n / d);
    let r = n - q * d;
    if (r < 0) {
      q -= 1;
      r += d;
    } else if (r >= d) {
      q += 1;
      r -= d;
    }
    return 2 * r >= d ? q + 1 : q;
  }
  const big = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  const q = big / bd;
  return Number(2n * (big - q * bd) >= bd ? q + 1n : q);
}
