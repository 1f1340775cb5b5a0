// A list's filters as a plain `<form method="get">`, rendered on the server: without JavaScript the browser
// submits it and the server reads the query string. With JavaScript a tiny script (get-form-enhancer.tsx)
// enhances the submit: empty fields are dropped from the URL and the page changes by client navigation.
// Either way the URL holds the whole view, so a copied link reproduces it. The panel starts closed (the list comes
// first; the summary counts the applied filters, which show as removable chips below it) and closes again when
// applied; a field's error opens it.
import { MaskIcon } from '@/components/ui/mask-icon';
import { Button, buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { getTranslations } from '@/lib/i18n/server';
import { FilterChips, filterChips } from './filter-chips';
import { GetFormEnhancer } from './get-form-enhancer';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterField {
  name: string;
  label: string;
  /** `email` and `number` are text inputs with their keyboard (partial values filter too). */
  type: 'text' | 'number' | 'date' | 'select' | 'email' | 'tel' | 'checkboxes';
  value?: string;
  /** The checked options of a `checkboxes` field (a multiple choice: the name repeats in the URL). */
  values?: string[];
  options?: FilterOption[];
  /** The select's "no filter" option. */
  anyLabel?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  /** Why the typed value was not applied (lib/list-view filterInput); shown under the field. */
  error?: string;
}

/**
 * Filters match part of a value (an email filter "juan" finds juan@…), so no input may refuse partial text: an
 * email or number filter is a text input with the matching on-screen keyboard, never type="email" or "number",
 * whose browser validation would block the form.
 */
const inputType = { text: 'text', number: 'text', date: 'date', email: 'text', tel: 'tel' } as const;
const defaultInputMode: Partial<Record<FilterField['type'], FilterField['inputMode']>> = { number: 'numeric', email: 'email' };

export interface FilterBarProps {
  /** The list's path; the form submits to it. */
  action: string;
  fields: FilterField[];
  /** Query values kept across a filter change (e.g. the sort); the page always goes back to 1. */
  keep?: Record<string, string | undefined>;
  labels: { title: string; apply: string; clear: string };
  activeCount: number;
}

function shownValues(fields: FilterField[]): string {
  return JSON.stringify(fields.map((field) => field.values ?? field.value ?? ''));
}

export async function FilterBar({ action, fields, keep = {}, labels, activeCount }: FilterBarProps) {
  const formId = `filters-${action.replace(/[^a-z0-9]+/gi, '-')}`;
  const t = await getTranslations('lists.filters');
  const chips = filterChips(action, fields, keep);

  return (
    <div className="mb-4 space-y-2">
      <details open={fields.some((field) => field.error)} className="group rounded-lg border border-line bg-surface">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-fg [&::-webkit-details-marker]:hidden">
          <MaskIcon name="icon-mask-filter" className="size-4" />
          {labels.title}
          {activeCount > 0 && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-fg">{activeCount}</span>
          )}
          <MaskIcon name="icon-mask-chevron-down" className="ms-auto size-4 text-fg-muted transition-transform group-open:rotate-180" />
        </summary>
        {/* Keyed by the values shown: after a client navigation the uncontrolled fields show the URL's, not the last typed. */}
        <form key={shownValues(fields)} id={formId} method="get" action={action} role="search" aria-label={labels.title} className="group/filters border-t border-line p-4">
          <GetFormEnhancer formId={formId} />
          {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-6">
            {fields.map((field) => {
              const id = `filter-${field.name}`;
              if (field.type === 'checkboxes') {
                return (
                  <fieldset key={field.name} className="col-span-2">
                    <legend className="mb-1 text-sm font-medium text-fg">{field.label}</legend>
                    <div className="flex flex-wrap gap-x-4 gap-y-1">
                      {field.options?.map((option) => (
                        <label key={option.value} className="inline-flex min-h-10 items-center gap-2 text-sm text-fg">
                          <input type="checkbox" name={field.name} value={option.value} defaultChecked={field.values?.includes(option.value)} className="size-4 accent-primary" />
                          {option.label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                );
              }
              return (
                <div key={field.name}>
                  <Label htmlFor={id}>{field.label}</Label>
                  {field.type === 'select' ? (
                    <select id={id} name={field.name} defaultValue={field.value ?? ''} className="field">
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
                      type={inputType[field.type]}
                      inputMode={field.inputMode ?? defaultInputMode[field.type]}
                      pattern={field.type === 'number' ? '[0-9]*' : undefined}
                      defaultValue={field.value ?? ''}
                      autoComplete="off"
                      autoCapitalize={field.type === 'email' ? 'off' : undefined}
                      spellCheck={field.type === 'email' ? false : undefined}
                      invalid={Boolean(field.error)}
                      aria-describedby={field.error ? `${id}-error` : undefined}
                    />
                  )}
                  {field.error && <FieldError id={`${id}-error`}>{field.error}</FieldError>}
                </div>
              );
            })}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button type="submit" className="group-aria-busy/filters:pointer-events-none group-aria-busy/filters:opacity-60">
              <MaskIcon name="icon-mask-filter" className="group-aria-busy/filters:hidden" />
              <Spinner className="hidden size-5 text-current group-aria-busy/filters:block" />
              {labels.apply}
            </Button>
            {/* With filters applied, the chips under the panel clear them. */}
            {chips.length === 0 && fields.some((field) => field.error) && (
              <a href={action} {...clientLink()} className={cn(buttonClasses({ variant: 'ghost' }))}>
                <MaskIcon name="icon-mask-x" />
                {labels.clear}
              </a>
            )}
          </div>
        </form>
      </details>
      <FilterChips chips={chips} clearHref={action} labels={{ list: t('active'), remove: t('remove'), clear: labels.clear }} />
    </div>
  );
}
