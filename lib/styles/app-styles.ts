import 'server-only';
// The app's whole stylesheet, compiled at build time (tailwind-text-loader.cjs), handed to the server-side render of
// <InlineStyles> (inline-styles.tsx) through a global: a prop would travel a second time in the RSC payload. Imported
// for this effect by the root layout.
import css from './app-styles.inline-css';

// Set when the root layout's module loads, so that global-error.tsx, which replaces a root layout that threw, finds it too.
(globalThis as Record<symbol, unknown>)[Symbol.for('locker-backoffice.app-styles')] = css;
