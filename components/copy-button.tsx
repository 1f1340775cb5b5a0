'use client';
// Copies a short text (a booking's drop-off code, to paste into a message for whoever drops the parcel off) with
// the Clipboard API. Browsers offer it only on secure pages (https, localhost): elsewhere no button is shown rather
// than one that cannot work. The label says "copied" for a moment, read out as it changes.
import { Check, Copy } from 'lucide';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

const noSubscription = () => () => {};
const canCopy = () => typeof navigator.clipboard?.writeText === 'function';

export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const supported = useSyncExternalStore(noSubscription, canCopy, () => false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!supported) return null;
  return (
    // A refused copy (the browser's permission) leaves the label as it was: the code stays on screen to read out.
    <Button variant="secondary" size="sm" onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true), () => {})}>
      <Icon icon={copied ? Check : Copy} />
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
