import { Printer } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** The print button's look; PrintButton gives it its click, a server page shows it while that code loads. */
export function PrintButtonLook({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} className="print:hidden">
      <Icon icon={Printer} />
      {label}
    </Button>
  );
}
