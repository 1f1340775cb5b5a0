// A booking status as a small coloured label; the colour groups statuses by what the user should do.
import { cn } from '@/components/ui/cn';

// Tones in app/globals.css (.tone-…), one class per badge.
const tone: Record<number, string> = {
  1: 'tone-sky',
  2: 'tone-primary',
  3: 'tone-amber',
  4: 'tone-emerald',
  5: 'tone-red',
  6: 'tone-red',
  11: 'tone-violet',
};

export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  return (
    <span className={cn('status-badge', tone[status.id] ?? 'tone-neutral')}>
      {status.name}
    </span>
  );
}
