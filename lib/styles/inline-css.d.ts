// A stylesheet compiled by lib/styles/tailwind-text-loader.cjs (next.config.mjs): its text, and the same text split
// into the units a first paint picks from.
declare module '*.inline-css' {
  import type { SplitStylesheet } from './stylesheet-units.cjs';

  const stylesheet: SplitStylesheet & { css: string };
  export default stylesheet;
}
