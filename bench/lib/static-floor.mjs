// The static floor of a page: its <main> as plain HTML with a few lines of inline CSS, no scripts, served
// compressed by a tiny local server. What a browser needs at least to paint the same content on the same link.
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const css = `body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#111}main{padding:24px}h1{font-size:24px;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:8px 12px;text-align:left;white-space:nowrap}
a{color:#2563eb}`;

/** The route's content as the signed-in user gets it, and which mark times it (the 25th row, else the heading). */
export async function captureFloor(browser, cookies, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const floor = await page.evaluate(() => {
    const main = document.querySelector('main').cloneNode(true);
    main.querySelectorAll('script, style, template, svg, [hidden], [aria-hidden="true"]').forEach((node) => node.remove());
    const keep = new Set(['elementtiming', 'href', 'colspan']);
    for (const element of [main, ...main.querySelectorAll('*')]) {
      for (const { name } of [...element.attributes]) if (!keep.has(name)) element.removeAttribute(name);
    }
    const mark = main.querySelector('[elementtiming="row-25"]') ? 'row-25' : 'page-heading';
    return { main: main.outerHTML, mark, title: document.title, lang: document.documentElement.lang };
  });
  await context.close();
  const html = `<!doctype html><html lang="${floor.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${floor.title}</title><style>${css}</style></head><body>${floor.main}</body></html>`;
  return { html, mark: floor.mark };
}

const compressors = {
  gzip: (html) => gzipSync(html),
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/** Serves published pages by path on a free port; `publish` returns the page's URL (gzip, or brotli 5 as the app). */
export async function startFloorServer() {
  const pages = new Map();
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url, 'http://floor').pathname);
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': page.encoding, 'cache-control': 'no-store' }).end(page.body);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${server.address().port}`;
  return {
    publish(path, html, encoding = 'gzip') {
      pages.set(path, { body: compressors[encoding](html), encoding });
      return `${origin}${path}`;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
