import 'server-only';
// The app's whole stylesheet, compiled at build time (tailwind-text-loader.cjs), handed to the server-side render of
// <InlineStyles> (inline-styles.tsx) and to the document rewrite (document-stylesheet-split.ts) through a global: a
// prop would travel a second time in the RSC payload. Imported for this effect by the root layout.
import stylesheet from './app-styles.inline-css';
import { appStylesKey } from './app-styles-key';

// Set when the root layout's module loads, so that global-error.tsx, which replaces a root layout that threw, finds it too.
(globalThis as Record<symbol, unknown>)[appStylesKey] = stylesheet;
