import { MaskIcon } from '@/components/ui/mask-icon';
import { useTranslations } from 'next-intl';
import { cn } from '../ui/cn';

/**
 * The product's logo square and name. `hideNameInRail`: the name is hidden while the drawer is a mini icon
 * rail; `compact`: only the logo shows on phone-sized screens (the name stays for screen readers). A long name
 * wraps to a second line rather than being cut.
 */
export function ProductMark({
  size = 'md',
  hideNameInRail = false,
  compact = false,
  name,
}: {
  size?: 'md' | 'lg';
  hideNameInRail?: boolean;
  compact?: boolean;
  /** Another name than the back-office's (the service's, on the travellers' pages). */
  name?: string;
}) {
  const t = useTranslations('common');
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className={cn(
          'grid shrink-0 place-items-center rounded-lg bg-primary text-primary-fg',
          size === 'lg' ? 'size-12 [&_.icon-mask]:size-7' : 'size-9 [&_.icon-mask]:size-5',
        )}
      >
        <MaskIcon name="icon-mask-package-open" />
      </span>
      <span
        className={cn(
          'line-clamp-2 leading-tight font-semibold tracking-tight text-balance',
          size === 'lg' ? 'text-xl' : 'text-base',
          hideNameInRail && 'md:group-data-[wide=mini]/shell:sr-only',
          compact && 'max-sm:sr-only',
        )}
      >
        {name ?? t('productName')}
      </span>
    </span>
  );
}
