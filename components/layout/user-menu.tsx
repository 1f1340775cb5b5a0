import { useTranslations } from 'next-intl';
import type { Me } from '@/contract/auth';
import { fullName } from '@/lib/users/full-name';
import { Button } from '../ui/button';
import { LogoutForm } from './logout-form';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';

/** Initials of name and last name (docs/domain/overview.md), else of the username. */
export function initials(me: Pick<Me, 'username' | 'personal_info'>): string {
  const first = (text: string) => Array.from(text.trim())[0] ?? '';
  const fromName = first(me.personal_info.name) + first(me.personal_info.last_name);
  return (fromName || first(me.username) || '?').toLocaleUpperCase();
}

/** The header's avatar, username and logout (docs/domain/overview.md). Server-rendered content inside a client popover. */
export function UserMenu({ me }: { me: Pick<Me, 'username' | 'email' | 'personal_info'> }) {
  const t = useTranslations('shell.user');
  const te = useTranslations('errors');
  const name = fullName(me);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 md:pr-3">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-fg">
            {initials(me)}
          </span>
          {/* Named by its visible text, the username, after a hidden "User menu:" (WCAG 2.5.3). */}
          <span className="sr-only">{t('button')}</span>
          <span className="max-w-40 truncate text-sm max-md:sr-only">{me.username}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64" aria-labelledby="user-menu-identity">
        <div id="user-menu-identity" className="flex items-center gap-3 px-2 pt-1 pb-3">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-fg">
            {initials(me)}
          </span>
          <div className="min-w-0">
            {name && <p className="truncate text-sm font-semibold">{name}</p>}
            <p className="truncate text-sm text-fg-muted">{me.username}</p>
          </div>
        </div>
        <LogoutForm labels={{ logout: t('logout'), failed: te('unexpected') }} />
      </PopoverContent>
    </Popover>
  );
}
