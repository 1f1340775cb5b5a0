// The security headers every reply carries (next.config.mjs, lib/security/headers.ts), and the page policy's
// nonce on every script: shared by the header spec and the fault tests' 500 page.
import { expect } from '@playwright/test';

export function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(/no-referrer|strict-origin/);
}

export function scriptSources(policy: string): string {
  return policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
}

/** A strict page policy (no inline or eval scripts, nothing framed or based elsewhere) whose nonce is on every
 * script of the page; answers the nonce. */
export function expectNoncedPolicy(policy: string | undefined, html: string, what: string): string {
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy, what).toContain(directive);
  const scripts = scriptSources(policy!);
  expect(scripts, what).not.toContain('unsafe-inline');
  expect(scripts, what).not.toContain('unsafe-eval');
  const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
  expect(nonce, `${what}: nonce`).toBeTruthy();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length, `${what}: scripts`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, `${what}: every script carries the nonce`).toContain(`nonce="${nonce}"`);
  return nonce!;
}
