// Fetches a dialog's chunk ahead of the click, once the page has loaded and the browser has nothing else to do, so
// the page's own requests have the link to themselves first. Not when the user asked to save data (Save-Data):
// then hovering or focusing the link still warms it.
type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/** Schedules `preload`; answers the function that cancels it. */
export function preloadWhenIdle(preload: () => void): () => void {
  if ((navigator as SaveDataNavigator).connection?.saveData) return () => {};
  // Safari has no requestIdleCallback: a short timeout after the load event stands in for it.
  const idle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(preload, { timeout: 3000 }) : window.setTimeout(preload, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
