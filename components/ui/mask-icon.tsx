// An icon drawn by CSS (components/ui/icon-mask-plugin.mjs): `name` is the whole class, e.g. "icon-mask-house",
// written out so that Tailwind finds it and puts that icon, and only the icons in use, in the stylesheet. For the
// icons every page carries (menu, top bar, filters): the page holds an empty <span> instead of an <svg> and its
// paths, in the HTML and again in the RSC payload or the client bundle. Icons a page draws rarely stay <Icon>.
import { cn } from './cn';

export function MaskIcon({ name, className }: { name: `icon-mask-${string}`; className?: string }) {
  return <span aria-hidden="true" className={cn('icon-mask', name, className)} />;
}
