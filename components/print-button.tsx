'use client';
import { Printer } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';

export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
      <Icon icon={Printer} />
      {label}
    </Button>
  );
}
