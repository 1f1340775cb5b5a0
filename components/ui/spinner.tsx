import { MaskIcon } from '@/components/ui/mask-icon';
import { cn } from './cn';

/**
 * A spinning icon: 24 px in the primary colour (globals.css); on a button, `size-5 text-current`. Decorative: put the
 * accessible text next to it.
 */
export function Spinner({ className }: { className?: string }) {
  return <MaskIcon name="icon-mask-loader-circle" className={cn('spinner', className)} />;
}
