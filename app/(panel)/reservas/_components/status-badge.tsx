// A booking status as a small coloured label; the colour groups statuses by what the user should do.
import { cn } from '@/components/ui/cn';

const tone: Record<number, string> = {
  1: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  2: 'bg-primary-soft text-primary-soft-fg',
  3: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  4: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  5: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  6: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  11: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
};

export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  return (
    <span className={cn('status-badge', tone[status.id] ?? 'bg-hover text-fg')}>
      {status.name}
    </span>
  );
}
