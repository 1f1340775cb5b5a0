// Turbopack loader (next.config.mjs, rule for *.inline-css: Next's own CSS handling takes every *.css before any
// rule): compiles a stylesheet with Tailwind, minified, and hands it to the server as JavaScript: the text, which
// the root layout writes into the document once (docs/decisions/0020-styles-inline-once.md), and the same text
// split into units a page's first paint picks from (stylesheet-units.cjs, docs/decisions/0109).
// CommonJS: Turbopack's loader runner requires loaders.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file */
const postcss = require('postcss');
const tailwind = require('@tailwindcss/postcss');
const { splitStylesheet } = require('./stylesheet-units.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

module.exports = function tailwindTextLoader(source) {
  const done = this.async();
  postcss([tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath, to: this.resourcePath })
    .then((result) => {
      // Tailwind reports the files and folders it scanned for class names: a change there recompiles in development.
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        else if (message.type === 'dir-dependency' && this.addContextDependency) this.addContextDependency(message.dir);
      }
      done(null, `export default ${JSON.stringify({ css: result.css, ...splitStylesheet(result.css) })};`);
    })
    .catch(done);
};
