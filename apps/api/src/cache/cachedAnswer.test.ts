import { describe, expect, it } from 'vitest';
import { packAnswer, unpackAnswer } from './cachedAnswer';

describe('a cached answer’s bytes', () => {
  const answer = {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['x-cache-tags', 'catalog product:CS-EP-5'],
    ] as const,
    parts: [Buffer.from('<script nonce="'), Buffer.from('">é</script>'), Buffer.from([0, 255])],
  };

  it('give back the status, the headers and each part, byte for byte', () => {
    const read = unpackAnswer(packAnswer(answer));
    expect(read?.status).toBe(200);
    expect(read?.headers).toEqual(answer.headers);
    expect(read?.parts.map((part) => Buffer.from(part))).toEqual(answer.parts);
  });

  it('are read as missing when cut short, of another format or not ours', () => {
    const bytes = packAnswer(answer);
    expect(unpackAnswer(bytes.subarray(0, bytes.byteLength - 1))).toBeNull();
    expect(unpackAnswer(Buffer.concat([bytes, Buffer.from('x')]))).toBeNull();
    expect(unpackAnswer(Buffer.from([2, ...bytes.subarray(1)]))).toBeNull();
    expect(unpackAnswer(Buffer.from('{"code":200}'))).toBeNull();
  });
});
