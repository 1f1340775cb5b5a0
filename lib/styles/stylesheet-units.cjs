// Splits the compiled stylesheet into units a page's first paint can pick from (first-paint-css.ts): each rule with
// the at-rules around it and what it needs to apply (classes, tags), each custom property of the class-less rules
// (the theme) on its own, each @property and @keyframes by the name it defines. Run at build time by the
// stylesheet's loader (tailwind-text-loader.cjs). CommonJS: the loader requires it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file */
const postcss = require('postcss');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Pseudo-classes a first paint never shows: rules that only apply with one of them wait for the full stylesheet. */
const interactionOnly = /:(hover|focus|focus-visible|focus-within|active)\b/;
/** Properties that only matter once something changes: a rule of nothing else waits too. */
const transitionOnly = /^(transition(-[a-z-]+)?|--tw-(ease|duration))$/;

/** Pseudo-classes whose one selector must match too: what it needs is needed (`:is(.a)`, `:has(> .b)`). */
const requiredInside = new Set(['is', 'where', 'has', 'matches']);

/** The index of the parenthesis that closes the one at `open`, past escapes, strings and nested ones. */
function closingParenthesis(text, open) {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * What a selector list needs on the page to match anything: for each selector of the list, the classes and tag
 * names it names, including those of an `:is()`, `:where()` or `:has()` of one selector; never those of `:not()`,
 * of an attribute, or of a function with several selectors (one of which is enough). The list applies when one of
 * its selectors has all it needs.
 * @param {string} selectorList
 * @returns {{ classes: string[], tags: string[] }[]}
 */
function selectorNeeds(selectorList) {
  const selectors = [];
  let current = { classes: [], tags: [] };
  let brackets = 0;
  let quote = '';
  /** @type {'class' | 'tag' | 'pseudo' | ''} */
  let reading = '';
  let name = '';
  let compoundStart = true;
  const finish = () => {
    if (reading === 'class' && name) current.classes.push(name);
    if (reading === 'tag' && name && name !== '*') current.tags.push(name.toLowerCase());
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
    if (char === '(' && brackets === 0) {
      const close = closingParenthesis(selectorList, i);
      const inside = reading === 'pseudo' && requiredInside.has(name.toLowerCase()) ? selectorNeeds(selectorList.slice(i + 1, close)) : [];
      if (inside.length === 1) {
        current.classes.push(...inside[0].classes);
        current.tags.push(...inside[0].tags);
      }
      reading = '';
      name = '';
      i = close;
      compoundStart = false;
      continue;
    }
    finish();
    if (char === '"' || char === "'") quote = char;
    else if (char === '[') brackets++;
    else if (char === ']') brackets--;
    else if (brackets > 0) continue;
    else if (char === ',') {
      selectors.push(current);
      current = { classes: [], tags: [] };
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
  selectors.push(current);
  return selectors;
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
 * @typedef {object} StylesheetUnit
 * @property {string[]} wrap at-rules around it, outermost first
 * @property {string} [selector] the rule's selector; absent for a whole at-rule (@property, @keyframes)
 * @property {string} text the declarations (with a selector) or the whole at-rule
 * @property {{ classes: string[], tags: string[] }[]} [needs] absent: applies on any page
 * @property {string} [defines] a custom property or keyframes name it defines: picked only when something reads it
 * @property {string[]} reads custom properties it reads
 * @property {boolean} [later] never needed for the first paint (interaction states, print, icon images)
 */

/**
 * @param {string} css the compiled, minified stylesheet
 * @returns {{ layers: string[], units: StylesheetUnit[] }} the cascade layers in the order they are first declared
 */
function splitStylesheet(css) {
  /** @type {StylesheetUnit[]} */
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
    const classless = needs.some((selector) => selector.classes.length === 0 && selector.tags.length === 0);
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
    if (kept.length === 0) return undefined;
    const text = kept.map((declaration) => declaration.toString()).join(';');
    const transition = kept.every((declaration) => transitionOnly.test(declaration.prop));
    units.push({ wrap, selector: node.selector, text, needs: classless ? undefined : needs, reads: varsRead(text), later: later || transition });
    return undefined;
  });
  return { layers: [...layers].filter(Boolean), units };
}

module.exports = { splitStylesheet, selectorNeeds };
