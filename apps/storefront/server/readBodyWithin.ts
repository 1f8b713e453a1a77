/**
 * Reads a (teed) copy of a render's body to its end, whatever the visitor's own branch does, and gives `done` the
 * whole body, or null when it grew past `maxBytes` (reading stops there) or the render failed mid-stream. What both
 * page caches keep. `done` is called as soon as the last chunk is read, before the visitor's branch can end and
 * another request for the page arrive (a promise's extra turn let that request find the render still under way).
 * @example
 * void readBodyWithin(toKeep, 1024 * 1024, (body) => body && keep(body));
 */
export async function readBodyWithin(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  done: (body: Buffer | null) => void,
): Promise<void> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      if (bytes > maxBytes) {
        // Too large to keep: stop copying (the visitor's branch goes on alone).
        await reader.cancel();
        done(null);
        return;
      }
      chunks.push(next.value);
    }
  } catch {
    done(null);
    return;
  }
  done(Buffer.concat(chunks, bytes));
}
