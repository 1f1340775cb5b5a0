import { Copyright } from './copyright';
import { FooterDimmer } from './footer-dimmer';

/**
 * The default layout's footer: from tablet width up it sticks to the bottom of the viewport and dims near the end of
 * the page; on a phone it closes the page, where a pinned copyright line would take space from the content.
 */
export function Footer() {
  return (
    <FooterDimmer className="z-10 md:sticky md:bottom-0 border-t border-line bg-surface px-4 py-2 text-sm text-fg motion-safe:transition-colors data-[dimmed=true]:text-fg-muted md:px-8 print:hidden">
      <p>
        <Copyright />
      </p>
    </FooterDimmer>
  );
}
