import { MaskIcon } from '@/components/ui/mask-icon';
import { cn } from './cn';

/** A spinning icon (globals.css: 24 px, primary; `size-5 text-current` on a button). Decorative: put the accessible text next to it. */
export function Spinner({ className }: { className?: string }) {
  return <MaskIcon name="icon-mask-loader-circle" className={cn('spinner', className)} />;
}
