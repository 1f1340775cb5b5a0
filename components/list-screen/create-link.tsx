// "Nuevo …": a link to the list's URL with ?nuevo=1, so the create drawer is linkable and opens without JavaScript.
import { Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';

export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} {...clientLink({ keepScroll: true })} className={buttonClasses()}>
      <Icon icon={Plus} />
      {label}
    </a>
  );
}
