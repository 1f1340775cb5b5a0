import { ArrowLeft } from 'lucide';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** A screen's way back to the list it belongs to, in its header's actions. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttonClasses({ variant: 'secondary' })}>
      <Icon icon={ArrowLeft} />
      {label}
    </Link>
  );
}
