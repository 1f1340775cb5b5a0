// The applied filters under a list's closed filter panel, one removable chip each: a plain link to the same view
// without that filter (the page goes back to 1), so it works before or without JavaScript; then one link that clears
// them all. A chip's name is its visible text after a visually hidden "Quitar el filtro".
import { clientLink } from '@/components/ui/client-link';
import { MaskIcon } from '@/components/ui/mask-icon';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { FilterField } from './filter-bar';

export interface FilterChip {
  key: string;
  label: string;
  value: string;
  href: string;
}

/** Each applied value as a chip; a multiple choice gives one chip per checked option. Invalid values were not applied. */
export function filterChips(action: string, fields: FilterField[], keep: Record<string, string | undefined>): FilterChip[] {
  const applied = fields.flatMap((field) => {
    if (field.error) return [];
    const values = field.values ?? (field.value ? [field.value] : []);
    return values.map((value) => ({ field, value }));
  });
  return applied.map(({ field, value }, index) => {
    const query = new URLSearchParams();
    for (const [name, kept] of Object.entries(keep)) if (kept) query.append(name, kept);
    applied.forEach((other, otherIndex) => otherIndex !== index && query.append(other.field.name, other.value));
    const search = query.toString();
    return {
      key: `${field.name}=${value}`,
      label: field.label,
      value: field.options?.find((option) => option.value === value)?.label ?? value,
      href: search ? `${action}?${search}` : action,
    };
  });
}

export function FilterChips({ chips, clearHref, labels }: { chips: FilterChip[]; clearHref: string; labels: { list: string; remove: string; clear: string } }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={labels.list} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            {...clientLink({ keepScroll: true })}
            className="inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-full border border-line bg-surface py-1 ps-3 pe-2 text-sm text-fg hover:bg-hover"
          >
            <span className="truncate">
              <span className="sr-only">{labels.remove} </span>
              <span className="text-fg-muted">{chip.label}:</span> {chip.value}
            </span>
            <MaskIcon name="icon-mask-x" className="size-4 text-fg-muted" />
          </a>
        </li>
      ))}
      <li>
        <a href={clearHref} {...clientLink()} className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'min-h-8 text-fg-muted')}>
          {labels.clear}
        </a>
      </li>
    </ul>
  );
}
