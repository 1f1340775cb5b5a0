import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** A spinning icon. Decorative: put the accessible text next to it. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />;
}
