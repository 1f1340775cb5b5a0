// The end of the server-rendered content, last in <body>: the document rewrite puts the whole stylesheet after it
// (document-stylesheet-split.ts). An element of React's own, so hydration finds it where it rendered it.
export const contentEndId = 'styles-after-content';

export function StylesAfterContent() {
  return <template id={contentEndId} />;
}
