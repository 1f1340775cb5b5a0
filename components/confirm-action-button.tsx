'use client';
// A destructive action's button (outlined: a page's solid button is its main action) that asks before it runs,
// then shows the outcome as a toast. While the action cannot run, the button is disabled and described by the
// text on the page that says why.
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

export interface ConfirmActionButtonProps {
  labels: ConfirmActionLabels;
  run: () => Promise<ActionResult>;
  onDone?: () => void;
  /** The id of the text saying why the action cannot run now; absent while it can. */
  blockedBy?: string;
}

export function ConfirmActionButton({ labels, run, onDone, blockedBy }: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)} disabled={Boolean(blockedBy)} aria-describedby={blockedBy}>
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
