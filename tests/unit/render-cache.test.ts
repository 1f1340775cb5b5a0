// Kept pages (lib/render-cache): which requests may be answered with one, and how long a kept page lasts.
import { describe, expect, it } from 'vitest';
import { keptPageKey } from '@/lib/render-cache/kept-page-key';
import { PageStore, type KeptPage } from '@/lib/render-cache/page-store';

const browserLoad = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document', cookie: 'session=a', 'user-agent': 'Chrome', 'accept-language': 'es', ...headers },
  });

describe('keptPageKey', () => {
  it('keys a full load of a list by address, cookies, languages and device', () => {
    const key = keptPageKey(browserLoad('/reservas?status=4'));
    expect(key).toEqual(expect.any(String));
    expect(keptPageKey(browserLoad('/reservas?status=4'))).toBe(key);
    expect(keptPageKey(browserLoad('/reservas?status=5'))).not.toBe(key);
    expect(keptPageKey(browserLoad('/reservas?status=4', { cookie: 'session=b' }))).not.toBe(key);
    expect(keptPageKey(browserLoad('/reservas?status=4', { 'accept-language': 'en' }))).not.toBe(key);
    expect(keptPageKey(browserLoad('/reservas?status=4', { 'user-agent': 'Mobile Safari' }))).not.toBe(key);
    expect(keptPageKey(browserLoad('/reservas?status=4', { 'sec-ch-ua-mobile': '?1' }))).not.toBe(key);
  });

  it('leaves other pages, client navigations, prefetches, hard reloads and writes to render as usual', () => {
    expect(keptPageKey(browserLoad('/reserva/12'))).toBeNull();
    expect(keptPageKey(browserLoad('/configuracion-de-la-cuenta'))).toBeNull();
    // The client router's fetches (the proxy never sees their RSC headers).
    expect(keptPageKey(browserLoad('/reservas', { 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBeNull();
    expect(keptPageKey(browserLoad('/reservas', { 'sec-fetch-dest': '', accept: '*/*' }))).toBeNull();
    expect(keptPageKey(browserLoad('/reservas', { 'sec-fetch-dest': 'iframe' }))).toBeNull();
    expect(keptPageKey(browserLoad('/reservas', { 'sec-fetch-dest': '' }))).toEqual(expect.any(String));
    expect(keptPageKey(browserLoad('/reservas', { 'cache-control': 'no-cache' }))).toBeNull();
    expect(keptPageKey(browserLoad('/reservas', { pragma: 'no-cache' }))).toBeNull();
    expect(keptPageKey(new Request('http://localhost/reservas', { method: 'POST', headers: { accept: 'text/html', 'next-action': 'x' } }))).toBeNull();
  });
});

const page = (version: string, body: string, keptAt = 0): KeptPage => ({ version, headers: [], body, nonce: 'n', keptAt });

describe('PageStore', () => {
  it('finds a page only under the version it was kept with, and within its lifetime', () => {
    const store = new PageStore(1_000_000, 30_000);
    store.set('a', page('v1', 'lista'));
    expect(store.get('a', 'v2', 1_000)).toBeUndefined();
    // A page found under another version is dropped: the old version never comes back.
    expect(store.get('a', 'v1', 1_000)).toBeUndefined();
    store.set('a', page('v1', 'lista'));
    expect(store.get('a', 'v1', 29_000)?.body).toBe('lista');
    expect(store.get('a', 'v1', 31_000)).toBeUndefined();
  });

  it('stays within its budget, letting the least recently used page go first', () => {
    // Room for eight pages of 1,000 characters (each counted with 256 bytes of headers).
    const store = new PageStore(8 * 1_300, 60_000);
    store.set('a', page('v', 'x'.repeat(1_000)));
    store.set('b', page('v', 'x'.repeat(1_000)));
    store.set('c', page('v', 'x'.repeat(1_000)));
    expect(store.get('a', 'v', 0)).toBeDefined();
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i']) store.set(key, page('v', 'x'.repeat(1_000)));
    expect(store.get('b', 'v', 0)).toBeUndefined();
    expect(store.get('a', 'v', 0)).toBeDefined();
    expect(store.get('i', 'v', 0)).toBeDefined();
  });

  it('tells a page asked for again within its lifetime from one asked for once', () => {
    const store = new PageStore(1_000_000, 30_000);
    expect(store.seenBefore('a', 0)).toBe(false);
    expect(store.seenBefore('b', 0)).toBe(false);
    expect(store.seenBefore('a', 10_000)).toBe(true);
    expect(store.seenBefore('b', 40_000)).toBe(false);
    expect(store.seenBefore('b', 41_000)).toBe(true);
  });

  it('does not keep a page larger than an eighth of its budget', () => {
    const store = new PageStore(8_000, 60_000);
    store.set('big', page('v', 'x'.repeat(2_000)));
    expect(store.get('big', 'v', 0)).toBeUndefined();
  });
});
