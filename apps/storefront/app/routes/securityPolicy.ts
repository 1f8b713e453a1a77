import policy from '../../../../SECURITY.md?raw';

/** SECURITY.md, the security policy security.txt names (`Policy:`), published as the repository holds it. */
export function loader() {
  return new Response(policy, {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
