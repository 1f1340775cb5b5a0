// Where to go after signing in: only a same-site relative path, never another origin
// (`//evil.com`, `/\evil.com`, `/%09/evil.com`, `javascript:` … all fall back to "/").
const ORIGIN = 'http://same.invalid';

export function safeNextPath(input: string | null | undefined): string {
  if (!input || !input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(input, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Decoded slashes or backslashes at the start would let a later decode escape the origin.
  if (/^\/(?:\/|\\|%2f|%5c)/i.test(url.pathname)) return '/';
  return path;
}
