'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/** Distance from the bottom of the page within which the footer dims (docs/domain/overview.md). */
const DIM_WITHIN_PX = 100;

/**
 * A <footer> that sets data-dimmed="true" while the page is scrolled to within 100px of its bottom.
 * Writes the attribute directly: a scroll listener should not re-render React.
 */
export function FooterDimmer({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const doc = document.documentElement;
      const distance = doc.scrollHeight - (window.scrollY + window.innerHeight);
      ref.current?.setAttribute('data-dimmed', String(distance <= DIM_WITHIN_PX));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <footer ref={ref} data-dimmed="false" className={className}>
      {children}
    </footer>
  );
}
