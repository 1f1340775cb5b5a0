'use client';
import { PrintButtonLook } from '@/components/print-button-look';

export function PrintButton({ label }: { label: string }) {
  return <PrintButtonLook label={label} onClick={() => window.print()} />;
}
