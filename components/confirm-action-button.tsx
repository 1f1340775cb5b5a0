'use client';
// A danger button that asks before it runs its action, then shows the outcome as a toast.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { showOutcome } from '@/components/ui/show-outcome';
import type { ActionResult } from '@/lib/actions/action-result';
import { callAction } from '@/lib/actions/call-action';

export interface ConfirmActionLabels {
  label: string;
  confirmTitle: string;
  confirmDescription: string;
  cancel: string;
  /** The message of a request that failed (errors.unexpected). */
  failed: string;
}

export function ConfirmActionButton({ labels, run, onDone }: { labels: ConfirmActionLabels; run: () => Promise<ActionResult>; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {labels.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={labels.confirmTitle}
        description={labels.confirmDescription}
        confirmLabel={labels.label}
        cancelLabel={labels.cancel}
        onConfirm={async () => {
          const result = await callAction(run, labels.failed);
          showOutcome(result);
          if (result.ok) onDone?.();
        }}
      />
    </>
  );
}
