import { ArrowLeft } from 'lucide';
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { Icon } from '@/components/ui/icon';

/** A screen's way back to the list it belongs to, in its header's actions. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} {...clientLink()} className={buttonClasses({ variant: 'secondary' })}>
      <Icon icon={ArrowLeft} />
      {label}
    </a>
  );
}
