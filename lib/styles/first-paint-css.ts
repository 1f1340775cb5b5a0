// The part of the app's stylesheet a page needs for its first paint: the rules that can match an element of its
// server-rendered HTML (every class, tag and attribute a selector requires is in the HTML), the custom properties,
// @property and @keyframes those rules read, in the stylesheet's own order and cascade layers. Rules for interaction
// states, print, transitions, icon images and parts of form controls the page lacks (a date field's, a file
// input's) are left out; the whole stylesheet follows the content (decision 0109).
import type { StylesheetUnit, SplitStylesheet } from './stylesheet-units.cjs';

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

/**
 * The classes, tag names, attributes (each name, and each `name="value"`, the value lower-cased) and custom
 * properties (read by inline styles) that an HTML fragment holds. React writes every attribute with double quotes.
 */
export function pageVocabulary(html: string) {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of decode(value!).split(/\s+/)) if (name) classes.add(name);
  const attributes = new Set<string>();
  for (const [, name, value] of html.matchAll(/\s([a-zA-Z_][\w:.-]*)="([^"]*)"/g)) {
    const lower = name!.toLowerCase();
    attributes.add(lower).add(`${lower}="${decode(value!).toLowerCase()}"`);
  }
  const tags = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(tag!.toLowerCase());
  const reads = new Set<string>();
  for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g)) for (const [, name] of decode(style!).matchAll(/var\(\s*(--[\w-]+)/g)) reads.add(name!);
  return { classes, tags, attributes, reads };
}

type Vocabulary = ReturnType<typeof pageVocabulary>;

function applies(unit: StylesheetUnit, { classes, tags, attributes }: Vocabulary): boolean {
  if (!unit.needs) return true;
  return unit.needs.some(
    (selector) => selector.classes.every((name) => classes.has(name)) && selector.tags.every((tag) => tags.has(tag)) && selector.attributes.every((attribute) => attributes.has(attribute)),
  );
}

/** The stylesheet for the first paint of `html` (the document up to the end of its server-rendered content). */
export function firstPaintCss(sheet: SplitStylesheet, html: string): string {
  const vocabulary = pageVocabulary(html);
  const { reads } = vocabulary;
  const picked = new Set<StylesheetUnit>();
  const pick = (unit: StylesheetUnit) => {
    picked.add(unit);
    for (const name of unit.reads) reads.add(name);
  };
  for (const unit of sheet.units) if (!unit.later && !unit.defines && applies(unit, vocabulary)) pick(unit);
  // What the picked rules read (custom properties, keyframes), and what that reads in turn.
  const definitions = sheet.units.filter((unit) => unit.defines && !unit.later);
  for (let grown = true; grown; ) {
    grown = false;
    for (const unit of definitions) {
      if (picked.has(unit) || !reads.has(unit.defines!)) continue;
      pick(unit);
      grown = true;
    }
  }
  return assemble(sheet, picked);
}

/** The picked units as CSS, in the stylesheet's order; neighbours with the same at-rules and selector share a block. */
function assemble(sheet: SplitStylesheet, picked: Set<StylesheetUnit>): string {
  let css = sheet.layers.length ? `@layer ${sheet.layers.join(',')};` : '';
  let open: string[] = [];
  let openSelector: string | undefined;
  for (const unit of sheet.units) {
    if (!picked.has(unit)) continue;
    let shared = 0;
    while (shared < open.length && shared < unit.wrap.length && open[shared] === unit.wrap[shared]) shared++;
    const sameBlock = shared === open.length && shared === unit.wrap.length && unit.selector !== undefined && unit.selector === openSelector;
    if (sameBlock) {
      css += `;${unit.text}`;
      continue;
    }
    if (openSelector !== undefined) css += '}';
    openSelector = undefined;
    css += '}'.repeat(open.length - shared);
    for (const at of unit.wrap.slice(shared)) css += `${at}{`;
    open = unit.wrap;
    if (unit.selector === undefined) css += unit.text;
    else {
      css += `${unit.selector}{${unit.text}`;
      openSelector = unit.selector;
    }
  }
  if (openSelector !== undefined) css += '}';
  return css + '}'.repeat(open.length);
}
