'use client';
import { MaskIcon } from '@/components/ui/mask-icon';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { Locale } from '@/contract/locales';
import { callAction } from '@/lib/actions/call-action';
import { setLocaleAction } from '@/lib/i18n/actions';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';

export interface LanguageChoice {
  locale: Locale;
  label: string;
}

/** BCP 47 tag for a choice's own name, so screen readers read "English" in English. */
const langTag: Record<Locale, string> = { es: 'es', en: 'en', 'es-corp': 'es' };

/** docs/domain/screens.md: a translate-icon button listing the allowed languages, the current one highlighted. */
export interface LanguageMenuLabels {
  button: string;
  title: string;
  failed: string;
}

export function LanguageMenu({ languages, current, labels }: { languages: LanguageChoice[]; current: Locale; labels: LanguageMenuLabels }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const choose = (locale: Locale) => {
    if (locale === current) return setOpen(false);
    startTransition(async () => {
      const result = await callAction(() => setLocaleAction(locale), labels.failed);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setOpen(false);
      router.refresh();
    });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={labels.button}>
          <MaskIcon name="icon-mask-languages" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56" aria-labelledby="language-menu-title">
        <p id="language-menu-title" className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {labels.title}
        </p>
        {/* The choices render once the menu opens (choosing needs the script): every page's first bytes are lighter. */}
        {open && (
          <ul className="flex flex-col gap-0.5" aria-busy={pending}>
            {languages.map(({ locale, label }) => {
              const selected = locale === current;
              return (
                <li key={locale}>
                  <button
                    type="button"
                    lang={langTag[locale]}
                    aria-current={selected ? 'true' : undefined}
                    // Busy, the items stay focusable (a disabled one would drop focus to the page before the menu
                    // closes and gives it back to its button).
                    aria-disabled={pending || undefined}
                    onClick={() => !pending && choose(locale)}
                    className={cn(
                      'flex h-9 w-full items-center justify-between gap-2 rounded-md px-2 text-left text-sm hover:bg-hover aria-disabled:opacity-60',
                      selected && 'bg-primary-soft font-semibold text-primary-soft-fg hover:bg-primary-soft',
                    )}
                  >
                    {label}
                    {selected && <MaskIcon name="icon-mask-check" className="size-4" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
