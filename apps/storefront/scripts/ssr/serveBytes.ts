// The bare `node:http` server of `pnpm bench:ssr`: answers every request with the same bytes, as fast as Node can,
// to set the shop's server rendering against. Run as its own process (the bench's client must not share its loop):
// node serveBytes.ts <port> <file> <content-type>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, contentType] = process.argv.slice(2);
if (!port || !file || !contentType) {
  console.error('usage: node serveBytes.ts <port> <file> <content-type>');
  process.exit(2);
}
const body = readFileSync(file);
const headers = { 'Content-Type': contentType, 'Content-Length': String(body.length) };
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
