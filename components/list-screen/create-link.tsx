// "Nuevo …": a link to the list's URL with ?nuevo=1, so the create drawer is linkable and opens without JavaScript.
import { Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} scroll={false} className={buttonClasses()}>
      <Icon icon={Plus} />
      {label}
    </Link>
  );
}
