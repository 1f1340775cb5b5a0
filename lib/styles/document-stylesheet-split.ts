// Rewrites a rendered HTML document on its way out so that its first paint waits only for the CSS it needs: the
// whole stylesheet that the root layout writes into the head (<style id="app-styles">, inline-styles.tsx) moves
// after the page's server-rendered content (the root layout's mark at the end of <body>), and the head gets the
// part of it that content uses (first-paint-css.ts). Each document is held until its mark has been rendered, which
// React sends with the rest of the shell in one flush; a document without the stylesheet in its head, without the
// mark, or larger than the limit goes out unchanged. docs/decisions/0109-first-paint-stylesheet.md.
import { firstPaintCss } from './first-paint-css';
import { contentEndId } from './styles-after-content';
import type { SplitStylesheet } from './stylesheet-units.cjs';

const styleOpen = Buffer.from('<style id="app-styles">');
const styleClose = Buffer.from('</style>');
const headClose = Buffer.from('</head>');
const mark = Buffer.from(`<template id="${contentEndId}"></template>`);
/** Past this size a document goes out unchanged: the held bytes would delay it. */
const maxHeldBytes = 2 * 1024 * 1024;

/**
 * One document's bytes in, the bytes to send out. `push` returns what may be sent now (nothing while the
 * document is held), `end` what remains.
 */
export class DocumentStylesheetSplit {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private passing = false;

  constructor(private readonly sheet: SplitStylesheet) {}

  push(chunk: Buffer): Buffer[] {
    if (this.passing) return [chunk];
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    const document = Buffer.concat(this.held);
    this.held = [document];
    const styleAt = document.indexOf(styleOpen);
    const headEnd = document.indexOf(headClose);
    // Already split (a kept page), or a document the root layout did not write.
    if (headEnd !== -1 && (styleAt === -1 || styleAt > headEnd)) return this.release();
    const markAt = document.indexOf(mark);
    if (markAt !== -1) return this.release(this.split(document, styleAt, markAt + mark.length));
    return this.heldBytes > maxHeldBytes ? this.release() : [];
  }

  end(): Buffer[] {
    return this.passing ? [] : this.release();
  }

  private release(document: Buffer<ArrayBufferLike> = Buffer.concat(this.held)): Buffer[] {
    this.passing = true;
    this.held = [];
    return document.length ? [document] : [];
  }

  private split(document: Buffer, styleAt: number, contentEnd: number): Buffer<ArrayBufferLike> {
    const cssStart = styleAt + styleOpen.length;
    const cssEnd = document.indexOf(styleClose, cssStart);
    if (cssEnd === -1 || cssEnd > contentEnd) return document;
    const css = document.subarray(cssStart, cssEnd);
    const before = document.subarray(0, styleAt);
    const content = document.subarray(cssEnd + styleClose.length, contentEnd);
    const firstPaint = firstPaintCss(this.sheet, before.toString('utf8') + content.toString('utf8'));
    return Buffer.concat([
      before,
      Buffer.from(`<style id="app-styles-first-paint">${firstPaint}</style>`),
      content,
      styleOpen,
      css,
      styleClose,
      document.subarray(contentEnd),
    ]);
  }
}
