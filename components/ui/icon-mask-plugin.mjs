// Tailwind plugin: `icon-mask-<lucide name>` (e.g. icon-mask-house) sets --icon-mask to that lucide icon as an SVG
// data URL, which the `.icon-mask` rule in app/globals.css paints in currentColor (components/ui/mask-icon.tsx).
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
