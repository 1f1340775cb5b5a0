import { Copyright } from './copyright';
import { FooterDimmer } from './footer-dimmer';

/** The default layout's footer: sticks to the bottom of the viewport and dims near the end of the page. */
export function Footer() {
  return (
    <FooterDimmer className="sticky bottom-0 z-10 border-t border-line bg-surface px-4 py-2 text-sm text-fg motion-safe:transition-colors data-[dimmed=true]:text-fg-muted md:px-8 print:hidden">
      <p>
        <Copyright />
      </p>
    </FooterDimmer>
  );
}
