// Where the compiled stylesheet waits for its readers (app-styles.ts): the server render and the document rewrite
// are bundled apart, so they meet on a global.
import type { SplitStylesheet } from './stylesheet-units.cjs';

export const appStylesKey = Symbol.for('locker-backoffice.app-styles');

export type AppStylesheet = SplitStylesheet & { css: string };

/** The stylesheet once the root layout's module has loaded in this process, else undefined. */
export function appStylesheet(): AppStylesheet | undefined {
  return (globalThis as Record<symbol, AppStylesheet | undefined>)[appStylesKey];
}
