// "Nuevo …": a link to the list's URL with ?nuevo=1, so the create drawer is linkable and opens without JavaScript.
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} scroll={false} className={buttonClasses()}>
      <Plus aria-hidden />
      {label}
    </Link>
  );
}
