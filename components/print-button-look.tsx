import { Printer } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** The print button's look: PrintButton gives it its click; a server page shows it `busy` while that code loads. */
export function PrintButtonLook({ label, onClick, busy }: { label: string; onClick?: () => void; busy?: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} aria-disabled={busy || undefined} className="print:hidden">
      <Icon icon={Printer} />
      {label}
    </Button>
  );
}
