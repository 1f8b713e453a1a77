import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const preload = /<link rel="modulepreload"/g;

/**
 * Marks the page's `<link rel="modulepreload">` tags `fetchpriority="low"` (in the `<head>` only): the scripts are
 * still discovered at once, but the stylesheet, the font and the largest image are fetched first, so the page
 * paints before the hydration code has arrived. The rest of the stream passes through untouched.
 *
 * @example
 * pipe(lowerModulePreloadPriority()).pipe(response);
 */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let passed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passed) {
        callback(null, chunk);
        return;
      }
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) {
        callback();
        return;
      }
      passed = true;
      callback(null, Buffer.from(head.slice(0, end).replace(preload, '$& fetchpriority="low"') + head.slice(end)));
    },
    flush(callback) {
      const rest = head + decoder.end();
      callback(null, passed || rest === '' ? undefined : Buffer.from(rest));
    },
  });
}
