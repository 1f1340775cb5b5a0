'use client';
// Writes the app's stylesheet into the document's <head> once, as a <style>, through useServerInsertedHTML: the text
// goes into the HTML only, never into the RSC payload nor the client bundle, and no stylesheet request delays the
// first paint (docs/decisions/0020-styles-inline-once.md). The <style> is not React's: client navigations keep it.
// On its way out the document moves it after the content and keeps in the head what the first paint needs
// (document-stylesheet-split.ts): StylesAfterContent marks where the content ends.
import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { appStylesheet } from './app-styles-key';

export function InlineStyles() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    const css = appStylesheet()?.css;
    return typeof css === 'string' ? <style id="app-styles" dangerouslySetInnerHTML={{ __html: css }} /> : null;
  });
  return null;
}
