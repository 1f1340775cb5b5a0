// Splits the compiled stylesheet into units a page's first paint can pick from (first-paint-css.ts): each rule with
// the at-rules around it and what it needs to apply (classes, tags), each custom property of the class-less rules
// (the theme) on its own, each @property and @keyframes by the name it defines. Run at build time by the
// stylesheet's loader (tailwind-text-loader.cjs). CommonJS: the loader requires it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file */
const postcss = require('postcss');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Pseudo-classes a first paint never shows: rules that only apply with one of them wait for the full stylesheet. */
const interactionOnly = /:(hover|focus|focus-visible|focus-within|active|-moz-focusring|-moz-ui-invalid|user-invalid|user-valid)\b/;
/** Properties that only matter once something changes. */
const transitionOnly = /^(transition(-[a-z-]+)?|--tw-(ease|duration))$/;

/** Pseudo-classes one of whose selectors must match too: what they all need is needed (`:is(.a)`, `:has(> .b)`). */
const requiredInside = new Set(['is', 'where', 'has', 'matches']);

const pairs = { '(': ')', '[': ']' };

const dateTypes = ['type="date"', 'type="time"', 'type="datetime-local"', 'type="month"', 'type="week"'];
/**
 * Parts of form controls drawn by the browser (pseudo-elements), and the attributes of which one must be on the page
 * for the part to exist: no date field, no date picker's parts to paint.
 */
const controlParts = [
  [/^-webkit-(datetime-edit.*|date-and-time-value)$/, dateTypes],
  [/^-webkit-calendar-picker-indicator$/, [...dateTypes, 'list']],
  [/^-webkit-(inner|outer)-spin-button$/, ['type="number"', ...dateTypes]],
  [/^(file-selector-button|-webkit-file-upload-button)$/, ['type="file"']],
  [/^-webkit-search-.*$/, ['type="search"']],
  [/^placeholder$/, ['placeholder']],
];

/** The index of the parenthesis or bracket that closes the one at `open`, past escapes, strings and nested ones. */
function closing(text, open) {
  const [opening, closer] = [text[open], pairs[text[open]]];
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === opening) depth++;
    else if (char === closer && --depth === 0) return i;
  }
  return text.length;
}

/**
 * An attribute selector's content ("data-wide=mini", "hidden", 'lang|="en"') as what the page must hold: `name="value"`
 * for an exact value, otherwise the attribute's name alone (a value compared another way, escaped or case-blind).
 */
function attributeNeed(content) {
  const match = /^\s*([a-zA-Z_][\w-]*)\s*(?:([~|^$*]?=)\s*(?:"([^"\\]*)"|'([^'\\]*)'|([\w-]+))?\s*([a-zA-Z])?)?\s*$/.exec(content);
  if (!match) return undefined;
  const [, name, operator, doubleQuoted, singleQuoted, bare, flag] = match;
  const value = doubleQuoted ?? singleQuoted ?? bare;
  // Values lower-cased on both sides (first-paint-css.ts): HTML compares some (`type`, `dir`) case-blind.
  return operator === '=' && value !== undefined && !flag ? `${name.toLowerCase()}="${value.toLowerCase()}"` : name.toLowerCase();
}

/**
 * What a selector list needs on the page to match anything: for each selector of the list, the classes, tag names
 * and attributes it names, including those that every selector of an `:is()`, `:where()` or `:has()` names; never
 * those of `:not()`. The list applies when one of its selectors has all it needs.
 * @param {string} selectorList
 * @returns {import('./stylesheet-units.d.cts').SelectorNeeds[]}
 */
function selectorNeeds(selectorList) {
  const selectors = [];
  let current = { classes: [], tags: [], attributes: [] };
  /** Attributes of which the current selector needs one (a form control's part), or undefined. */
  let oneOf;
  let quote = '';
  /** @type {'class' | 'tag' | 'pseudo' | ''} */
  let reading = '';
  let name = '';
  let compoundStart = true;
  const finish = () => {
    if (reading === 'class' && name) current.classes.push(name);
    if (reading === 'tag' && name && name !== '*') current.tags.push(name.toLowerCase());
    if (reading === 'pseudo' && name) oneOf = controlParts.find(([part]) => part.test(name.toLowerCase()))?.[1] ?? oneOf;
    reading = '';
    name = '';
  };
  for (let i = 0; i < selectorList.length; i++) {
    const char = selectorList[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '\\') {
      // A CSS escape: up to six hex digits and one optional space, or the next character as it is.
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selectorList.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += hex[0].length;
      } else {
        name += selectorList[i + 1] ?? '';
        i++;
      }
      continue;
    }
    if (reading && /[\w-]|[^\x00-\x7f]/.test(char)) {
      name += char;
      continue;
    }
    if (char === '(') {
      const close = closing(selectorList, i);
      if (reading === 'pseudo' && requiredInside.has(name.toLowerCase())) {
        // Of a choice (`:where(.dark,.dark *)`), what every one of its selectors needs.
        const [first, ...others] = selectorNeeds(selectorList.slice(i + 1, close));
        for (const kind of /** @type {const} */ (['classes', 'tags', 'attributes'])) {
          current[kind].push(...first[kind].filter((need) => others.every((other) => other[kind].includes(need))));
        }
      }
      reading = '';
      name = '';
      i = close;
      compoundStart = false;
      continue;
    }
    finish();
    if (char === '"' || char === "'") quote = char;
    else if (char === '[') {
      const close = closing(selectorList, i);
      const need = attributeNeed(selectorList.slice(i + 1, close));
      if (need) current.attributes.push(need);
      i = close;
      compoundStart = false;
      continue;
    } else if (char === ',') {
      selectors.push(...alternatives(current, oneOf));
      current = { classes: [], tags: [], attributes: [] };
      oneOf = undefined;
      compoundStart = true;
      continue;
    } else if (char === '.') reading = 'class';
    else if (char === ':') reading = 'pseudo';
    else if (compoundStart && /[a-zA-Z*]/.test(char)) {
      reading = 'tag';
      name = char;
    }
    compoundStart = /[\s>+~,]/.test(char);
  }
  finish();
  selectors.push(...alternatives(current, oneOf));
  return selectors;
}

/** One selector's needs, or one copy for each attribute of which it needs one. */
function alternatives(selector, oneOf) {
  if (!oneOf) return [selector];
  return oneOf.map((attribute) => ({ ...selector, attributes: [...selector.attributes, attribute] }));
}

/** Custom properties a value reads. */
function varsRead(value) {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
}

/** The at-rules around a node, outermost first, as their preludes ("@layer theme", "@media print"). */
function wrappersOf(node) {
  const wrappers = [];
  for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent) wrappers.unshift(`@${parent.name} ${parent.params}`);
  return wrappers;
}

/**
 * @param {string} css the compiled, minified stylesheet
 * @returns {import('./stylesheet-units.d.cts').SplitStylesheet}
 */
function splitStylesheet(css) {
  /** @type {import('./stylesheet-units.d.cts').StylesheetUnit[]} */
  const units = [];
  const layers = new Set();
  postcss.parse(css).walk((node) => {
    if (node.type === 'atrule' && node.name === 'layer') for (const layer of node.params.split(',')) layers.add(layer.trim());
    if (node.type === 'atrule' && (node.name === 'property' || node.name === 'keyframes' || node.name === 'font-face')) {
      const defines = node.name === 'font-face' ? undefined : node.name === 'property' ? node.params.trim() : `@keyframes ${node.params.trim()}`;
      units.push({ wrap: wrappersOf(node), text: node.toString(), defines, reads: varsRead(node.toString()) });
      return undefined;
    }
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && node.parent.name === 'keyframes')) return undefined;
    const wrap = wrappersOf(node);
    const needs = selectorNeeds(node.selector);
    const classless = needs.some((selector) => selector.classes.length + selector.tags.length + selector.attributes.length === 0);
    const later = wrap.some((at) => /^@media print\b/.test(at)) || node.selector.split(',').every((selector) => interactionOnly.test(selector));
    const kept = [];
    for (const declaration of node.nodes ?? []) {
      if (declaration.type !== 'decl') continue;
      // The theme's and the design tokens' custom properties, each on its own: a page picks those its rules read.
      if (classless && declaration.prop.startsWith('--')) {
        units.push({ wrap, selector: node.selector, text: declaration.toString(), defines: declaration.prop, reads: varsRead(declaration.value), later });
      } else if (declaration.prop === '--icon-mask' && declaration.value.startsWith('url(')) {
        // An icon's image (components/ui/icon-mask-plugin.mjs): until it arrives the icon is transparent (globals.css).
        units.push({ wrap, selector: node.selector, text: declaration.toString(), needs, reads: [], later: true });
      } else kept.push(declaration);
    }
    // Transitions only matter once something changes: they wait with the whole stylesheet.
    const transitions = kept.filter((declaration) => transitionOnly.test(declaration.prop));
    const rest = kept.filter((declaration) => !transitionOnly.test(declaration.prop));
    for (const [declarations, waits] of [[rest, later], [transitions, true]]) {
      if (declarations.length === 0) continue;
      const text = declarations.map((declaration) => declaration.toString()).join(';');
      units.push({ wrap, selector: node.selector, text, needs: classless ? undefined : needs, reads: varsRead(text), later: waits });
    }
    return undefined;
  });
  readKeyframes(units);
  return { layers: [...layers].filter(Boolean), units };
}

/** A unit that names an animation (`animation:spin …`, `--animate-spin:spin …`) reads its "@keyframes spin". */
function readKeyframes(units) {
  for (const keyframes of units) {
    if (!keyframes.defines?.startsWith('@keyframes ')) continue;
    const mention = new RegExp(`(^|[^\\w-])${keyframes.defines.slice(11).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`);
    for (const unit of units) if (unit !== keyframes && !unit.defines?.startsWith('@keyframes ') && mention.test(unit.text)) unit.reads.push(keyframes.defines);
  }
}

module.exports = { splitStylesheet, selectorNeeds };
