// When a result is painted, for bench/interactions.mjs: every element the page inserts is marked for Element Timing
// (https://w3c.github.io/element-timing/) before its first frame, and the time it entered the DOM is kept, so the
// bench can answer "when was the frame presented that first painted this element, inserted after the click" for
// any element, with no marks in the app's own markup.

/** An init script (page.addInitScript): marks each inserted element and records what the browser reports painted. */
export const paintMarks = `(() => {
  const inserted = new WeakMap();
  const painted = [];
  window.__benchPaint = { inserted, painted };
  const mark = (element) => {
    if (!inserted.has(element)) inserted.set(element, performance.now());
    if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'bench');
  };
  // Callbacks run as microtasks, before the frame that could paint what was inserted.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1) {
          mark(node);
          for (const child of node.querySelectorAll('*')) mark(child);
        }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.element) painted.push({ element: entry.element, time: entry.renderTime || entry.loadTime });
  }).observe({ type: 'element', buffered: true });
})();`;

/**
 * Ms (the page's clock) of the first presented frame that painted one of `candidates` (a Playwright locator) that
 * entered the DOM after `since`: text is reported for the element that lays it out, so an entry counts for a
 * candidate when it is the candidate, inside it, or an element around it inserted after `since` too.
 */
export async function paintTimeOf(candidates, since, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const time = await candidates.evaluateAll((elements, since) => {
      const { inserted, painted } = window.__benchPaint;
      const fresh = (element) => (inserted.get(element) ?? -1) >= since;
      for (const element of elements) {
        if (!fresh(element)) continue;
        const times = painted
          .filter((entry) => entry.time >= since && (element.contains(entry.element) || (entry.element.contains(element) && fresh(entry.element))))
          .map((entry) => entry.time);
        if (times.length) return Math.min(...times);
      }
      return null;
    }, since);
    if (time !== null) return time;
    if (Date.now() > until) throw new Error(`no painted result within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
