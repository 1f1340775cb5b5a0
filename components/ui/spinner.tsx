import { MaskIcon } from '@/components/ui/mask-icon';
import { cn } from './cn';

/** A spinning icon. Decorative: put the accessible text next to it. */
export function Spinner({ className }: { className?: string }) {
  return <MaskIcon name="icon-mask-loader-circle" className={cn('size-6 animate-spin text-primary', className)} />;
}
