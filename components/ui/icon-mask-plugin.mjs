// Tailwind plugin: `icon-mask-<lucide name>` (e.g. icon-mask-house) sets --icon-mask to that lucide icon as an SVG
// data URL, for the `.icon-mask` class in app/globals.css, which paints it in currentColor. For icons a page
// repeats or every page carries (the menu, the sort arrows, the row toggles): the icon lives once in the cached
// stylesheet, and the page holds a <span> instead of its <svg> and paths, in the HTML and again in the RSC payload.
// Tailwind generates only the names it finds in the sources, so the stylesheet holds only the icons in use.
import * as lucide from 'lucide';
import plugin from 'tailwindcss/plugin';

/** lucide's file names: ArrowUpDown → arrow-up-down, Building2 → building-2. */
const kebab = (name) => name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase()).replace(/([a-z])(\d)/g, '$1-$2');
const attributes = (attrs) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** Only what a data URL in CSS must escape: a third of the size of encodeURIComponent's. */
const dataUrlText = (svg) => svg.replace(/"/g, "'").replace(/[%#<>?{}]/g, encodeURIComponent);

/** The icon as a standalone SVG document: lucide's stroke style, so only its alpha matters to the mask. */
function iconSvg(node) {
  const shapes = node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}

export default plugin(({ matchUtilities }) => {
  matchUtilities(
    {
      'icon-mask': (name) => {
        const node = lucide.icons[name];
        if (!node) return null;
        return { '--icon-mask': `url("data:image/svg+xml,${dataUrlText(iconSvg(node))}")` };
      },
    },
    { values: Object.fromEntries(Object.keys(lucide.icons).map((name) => [kebab(name), name])) },
  );
});
