// Rendered pages kept in this process's memory, least recently used first out, within a byte budget. A page is
// kept with the render version it was rendered under (backend/modules/render-version) and found again only under
// the same one and within `ttlMs` (what the data cannot tell, such as "today" on the dashboard, moves on). Only a
// page asked for again within that time is worth keeping: keeping costs a render through the server's own port.
/** A 200 HTML reply (serve-kept-page keeps nothing else). */
export interface KeptPage {
  version: string;
  headers: [string, string][];
  body: string;
  /** The Content-Security-Policy nonce the page was rendered with: each reply gets a fresh one. */
  nonce: string;
  keptAt: number;
}

/** Keys remembered for `seenBefore`: a few hundred kilobytes at most. */
const maxRemembered = 4_096;

export class PageStore {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;
  private readonly requested = new Map<string, number>();

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  /** Whether the key was asked for within the lifetime of a page; notes this request either way. */
  seenBefore(key: string, now = Date.now()): boolean {
    const last = this.requested.get(key);
    this.requested.delete(key);
    this.requested.set(key, now);
    if (this.requested.size > maxRemembered) this.requested.delete(this.requested.keys().next().value!);
    return last !== undefined && now - last <= this.ttlMs;
  }

  get(key: string, version: string, now = Date.now()): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.version !== version || now - page.keptAt > this.ttlMs) {
      this.bytes -= size(page);
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: KeptPage): void {
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.bytes -= size(old);
    }
    if (size(page) > this.maxBytes / 8) return;
    this.pages.set(key, page);
    this.bytes += size(page);
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= size(kept);
    }
  }
}

/** UTF-16 code units, as V8 holds most of a page (its letters are Latin-1, so one byte each in practice). */
const size = (page: KeptPage) => page.body.length + 256;
