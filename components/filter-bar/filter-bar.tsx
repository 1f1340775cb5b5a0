'use client';
// A list's filters as a plain `<form method="get">`: without JavaScript the browser submits it and the server
// reads the query string. With JavaScript the submit is enhanced: empty fields are dropped from the URL and
// the page changes by client navigation. Either way the URL holds the whole view, so a copied link reproduces it.
import { Filter, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'email' | 'tel';
  value?: string;
  options?: FilterOption[];
  /** The select's "no filter" option. */
  anyLabel?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
}

export interface FilterBarProps {
  /** The list's path; the form submits to it. */
  action: string;
  fields: FilterField[];
  /** Query values kept across a filter change (e.g. the sort); the page always goes back to 1. */
  keep?: Record<string, string | undefined>;
  labels: { title: string; apply: string; clear: string };
  activeCount: number;
}

const selectClasses =
  'block h-10 w-full rounded-md border border-line-strong bg-surface px-2 text-base text-fg sm:text-sm';

export function FilterBar({ action, fields, keep = {}, labels, activeCount }: FilterBarProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    }
    const query = params.toString();
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  }

  return (
    <details open className="group mb-4 rounded-lg border border-line bg-surface">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-fg [&::-webkit-details-marker]:hidden">
        <Filter aria-hidden className="size-4" />
        {labels.title}
        {activeCount > 0 && (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-fg">{activeCount}</span>
        )}
      </summary>
      <form method="get" action={action} onSubmit={onSubmit} role="search" aria-label={labels.title} className="border-t border-line p-4">
        {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-6">
          {fields.map((field) => {
            const id = `filter-${field.name}`;
            return (
              <div key={field.name}>
                <Label htmlFor={id}>{field.label}</Label>
                {field.type === 'select' ? (
                  <select id={id} name={field.name} defaultValue={field.value ?? ''} className={selectClasses}>
                    <option value="">{field.anyLabel}</option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Input
                    id={id}
                    name={field.name}
                    type={field.type === 'number' ? 'text' : field.type}
                    inputMode={field.inputMode ?? (field.type === 'number' ? 'numeric' : undefined)}
                    pattern={field.type === 'number' ? '[0-9]*' : undefined}
                    defaultValue={field.value ?? ''}
                    autoComplete="off"
                  />
                )}
              </div>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner className="size-5 text-current" /> : <Filter aria-hidden />}
            {labels.apply}
          </Button>
          {activeCount > 0 && (
            <Link href={action} className={cn(buttonClasses({ variant: 'ghost' }))}>
              <X aria-hidden />
              {labels.clear}
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}
