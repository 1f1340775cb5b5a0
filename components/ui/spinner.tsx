import { LoaderCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from './cn';

/** A spinning icon. Decorative: put the accessible text next to it. */
export function Spinner({ className }: { className?: string }) {
  return <Icon icon={LoaderCircle} className={cn('size-6 animate-spin text-primary', className)} />;
}
