// A page's first paint gets the part of the stylesheet its HTML can use, in the stylesheet's order, and the whole
// stylesheet follows the content (lib/styles/first-paint-css.ts, document-stylesheet-split.ts, decision 0109).
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { DocumentStylesheetSplit } from '@/lib/styles/document-stylesheet-split';
import { firstPaintCss } from '@/lib/styles/first-paint-css';
import { selectorNeeds, splitStylesheet } from '@/lib/styles/stylesheet-units.cjs';

const compiled = [
  '@layer theme{:root,:host{--color-a:red;--color-b:blue;--spacing:.25rem;--animate-spin:spin 1s linear infinite}}',
  '@layer base{*{box-sizing:border-box}abbr{text-decoration:underline}}',
  '@layer components{.icon-mask{--icon-mask:linear-gradient(transparent,transparent);mask:var(--icon-mask)}}',
  '@layer utilities{.p-4{padding:calc(var(--spacing)*4)}.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}',
  '@media (hover:hover){.hover\\:text-b:hover{color:var(--color-b)}}@media print{.print\\:hidden{display:none}}',
  '@media (min-width:40rem){.sm\\:p-4{padding:1rem}}.icon-mask-x{--icon-mask:url(x.svg)}.animate-spin{animation:var(--animate-spin)}',
  '.transition-colors{transition-property:color;transition-duration:.15s}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');
const sheet = splitStylesheet(compiled);
const page = '<div class="p-4 text-a hover:text-b print:hidden icon-mask icon-mask-x sm:p-4 transition-colors">Reservá</div>';

/** The rules of a stylesheet as "at-rules › selector { declarations }" lines, for order-aware comparison. */
function rules(css: string): string[] {
  const lines: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const wrap: string[] = [];
    for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent) wrap.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    lines.push(`${wrap.join(' › ')} ${rule.selector} { ${rule.nodes.map(String).join('; ')} }`.trim());
  });
  return lines;
}

describe('what a selector needs on the page', () => {
  const needs = (classes: string[], tags: string[] = [], attributes: string[] = []) => ({ classes, tags, attributes });

  it('reads escaped class names and tags, and what every selector of an :is(), :where() or :has() names, never what :not() names', () => {
    expect(selectorNeeds('.md\\:flex')).toEqual([needs(['md:flex'])]);
    expect(selectorNeeds('.w-\\[calc\\(100vw-1rem\\)\\]')).toEqual([needs(['w-[calc(100vw-1rem)]'])]);
    expect(selectorNeeds('.\\32 xl\\:p-4')).toEqual([needs(['2xl:p-4'])]);
    expect(selectorNeeds('.data-table>tbody>tr:not(.row-detail)')).toEqual([needs(['data-table'], ['tbody', 'tr'])]);
    expect(selectorNeeds('.dark\\:hidden:where(.dark,.dark *)')).toEqual([needs(['dark:hidden', 'dark'])]);
    expect(selectorNeeds('.dark\\:hidden:where(:root:not(.light),:root:not(.light) *)')).toEqual([needs(['dark:hidden'])]);
    expect(selectorNeeds(':is(.a .b,.b>i,.c .b)')).toEqual([needs(['b'])]);
    expect(selectorNeeds('.btn:has(>.icon-mask):not(.quiet)::before')).toEqual([needs(['btn', 'icon-mask'])]);
  });

  it('reads attributes: an exact value as name="value", any other comparison as the name alone, never inside :not()', () => {
    expect(selectorNeeds(':is(:where(.group\\/shell)[data-open=true] .max-md\\:shadow)')).toEqual([needs(['group/shell', 'max-md:shadow'], [], ['data-open="true"'])]);
    expect(selectorNeeds('[data-x=".q]"] .c,table th>a:after')).toEqual([needs(['c'], [], ['data-x=".q]"']), needs([], ['table', 'th', 'a'])]);
    expect(selectorNeeds('.btn[aria-disabled=true],[hidden]')).toEqual([needs(['btn'], [], ['aria-disabled="true"']), needs([], [], ['hidden'])]);
    expect(selectorNeeds('[lang|=en] a[href^="/x"],[type=SUBMIT i],[dir=RTL]')).toEqual([needs([], ['a'], ['lang', 'href']), needs([], [], ['type']), needs([], [], ['dir="rtl"'])]);
    expect(selectorNeeds('input:where([type=button],[type=reset]):not([disabled])')).toEqual([needs([], ['input'])]);
  });

  it("reads a form control's part drawn by the browser as needing such a control: one of its types, or a placeholder", () => {
    expect(selectorNeeds('.field::placeholder')).toEqual([needs(['field'], [], ['placeholder'])]);
    expect(selectorNeeds('::file-selector-button,b')).toEqual([needs([], [], ['type="file"']), needs([], ['b'])]);
    expect(selectorNeeds('::-webkit-datetime-edit-year-field').map((selector) => selector.attributes)).toEqual([
      ['type="date"'],
      ['type="time"'],
      ['type="datetime-local"'],
      ['type="month"'],
      ['type="week"'],
    ]);
    expect(selectorNeeds('::-webkit-calendar-picker-indicator').map((selector) => selector.attributes)).toContainEqual(['list']);
    expect(selectorNeeds('.a::before')).toEqual([needs(['a'])]);
  });
});

describe('the first paint stylesheet', () => {
  const css = firstPaintCss(sheet, page);
  const picked = rules(css);

  it('holds the rules the page can use, with the custom properties, @property and keyframes they read', () => {
    expect(picked).toEqual([
      '@layer theme :root,:host { --color-a:red; --spacing:.25rem }',
      '@layer base * { box-sizing:border-box }',
      '@layer components .icon-mask { --icon-mask:linear-gradient(transparent,transparent); mask:var(--icon-mask) }',
      '@layer utilities .p-4 { padding:calc(var(--spacing)*4) }',
      '@layer utilities .text-a { color:var(--color-a) }',
      '@layer utilities › @media (min-width:40rem) .sm\\:p-4 { padding:1rem }',
    ]);
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
  });

  it('leaves out what no element uses, interaction states, print, icon images and transitions', () => {
    for (const left of ['.text-b', 'hover', 'print', 'url(x.svg)', 'abbr', 'transition', '--color-b', '@keyframes', '@property']) expect(css).not.toContain(left);
  });

  it('brings keyframes and @property only with a rule that reads them', () => {
    const spinning = firstPaintCss(sheet, '<span class="animate-spin"></span>');
    expect(spinning).toContain('--animate-spin:spin 1s linear infinite');
    expect(spinning).toContain('@keyframes spin');
  });

  it('brings a rule that names attributes only when an element holds them, and a rule without its transitions', () => {
    const states = splitStylesheet('.btn{color:red;transition-property:color}.btn[aria-busy=true]{opacity:.5}[hidden]{display:none}.a:is([open]){color:blue}');
    expect(rules(firstPaintCss(states, '<button class="btn" aria-busy="false">Guardar</button>'))).toEqual(['.btn { color:red }']);
    expect(rules(firstPaintCss(states, '<button class="btn" aria-busy="true" hidden="">Guardar</button><p class="a" open="">x</p>'))).toEqual([
      '.btn { color:red }',
      '.btn[aria-busy=true] { opacity:.5 }',
      '[hidden] { display:none }',
      '.a:is([open]) { color:blue }',
    ]);
    // HTML compares some values case-blind (`type`), so the pick does for every value: more bytes at worst.
    expect(rules(firstPaintCss(splitStylesheet('button[type=submit]{color:red}'), '<button type="Submit">Guardar</button>'))).toEqual(['button[type=submit] { color:red }']);
  });

  it("brings the rules of a form control's parts only with such a control", () => {
    const parts = splitStylesheet('::placeholder{color:gray}::-webkit-datetime-edit{padding:0}:-moz-focusring{outline:auto}input{font:inherit}');
    expect(rules(firstPaintCss(parts, '<input name="q"/>'))).toEqual(['input { font:inherit }']);
    expect(rules(firstPaintCss(parts, '<input name="q" placeholder="Buscá"/><input type="date"/>'))).toEqual([
      '::placeholder { color:gray }',
      '::-webkit-datetime-edit { padding:0 }',
      'input { font:inherit }',
    ]);
  });

  it('reads classes written with HTML entities and custom properties read by inline styles', () => {
    const escaped = firstPaintCss(splitStylesheet('.\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}:root{--x:1px;--y:2px}'), '<b class="[&amp;_svg]:size-5" style="width:var(--y)"><svg></svg></b>');
    expect(rules(escaped)).toEqual(['.\\[\\&_svg\\]\\:size-5 svg { width:1.25rem }', ':root { --y:2px }']);
  });
});

describe('a document on its way out', () => {
  const head = `<!DOCTYPE html><html><head><title>Reservas</title><style id="app-styles">${compiled}</style></head>`;
  const body = `<body>${page}<template id="styles-after-content"></template><script>self.__next_f.push([1])</script></body></html>`;
  const document = Buffer.from(head + body);

  /** The document sent in chunks of `size` bytes (multi-byte characters cut in two); what goes out, in order. */
  function sendInChunks(split: DocumentStylesheetSplit, bytes: Buffer, size: number) {
    const out: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += size) out.push(...split.push(bytes.subarray(at, at + size)));
    out.push(...split.end());
    return Buffer.concat(out).toString('utf8');
  }

  it('gets the first paint stylesheet in its head and the whole one after its content, whatever the chunks', () => {
    for (const size of [7, 64, document.length]) {
      const sent = sendInChunks(new DocumentStylesheetSplit(sheet), document, size);
      expect(sent).toBe(
        `<!DOCTYPE html><html><head><title>Reservas</title><style id="app-styles-first-paint">${firstPaintCss(sheet, `<!DOCTYPE html><html><head><title>Reservas</title></head><body>${page}<template id="styles-after-content"></template>`)}</style></head>` +
          `<body>${page}<template id="styles-after-content"></template><style id="app-styles">${compiled}</style><script>self.__next_f.push([1])</script></body></html>`,
      );
      expect(sent).toContain('Reservá');
    }
  });

  it('is held until its content has ended, then streams on', () => {
    const split = new DocumentStylesheetSplit(sheet);
    expect(split.push(Buffer.from(head + '<body><main>'))).toEqual([]);
    expect(Buffer.concat(split.push(Buffer.from('</main><template id="styles-after-content"></template>'))).toString()).toContain('app-styles-first-paint');
    expect(split.push(Buffer.from('<script>later</script>')).map(String)).toEqual(['<script>later</script>']);
  });

  it('goes out unchanged without the mark, or when its head has no stylesheet (a page already split)', () => {
    const unmarked = Buffer.from(head + `<body>${page}</body></html>`);
    expect(sendInChunks(new DocumentStylesheetSplit(sheet), unmarked, 50)).toBe(unmarked.toString());
    const split = new DocumentStylesheetSplit(sheet);
    const alreadySplit = '<html><head><style id="app-styles-first-paint">x</style></head><body>';
    expect(split.push(Buffer.from(alreadySplit)).map(String)).toEqual([alreadySplit]);
  });
});
