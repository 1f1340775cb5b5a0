'use client';
// Deletes the client after asking; on success the list opens (this page no longer exists), a refusal stays here.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { showOutcome } from '@/components/ui/show-outcome';
import { callAction } from '@/lib/actions/call-action';
import { deleteClientAction } from '@/lib/clients/actions/delete-client-action';

export interface DeleteClientLabels {
  label: string;
  confirmTitle: string;
  confirmDescription: string;
  cancel: string;
  failed: string;
}

export function DeleteClientButton({ clientId, labels }: { clientId: number; labels: DeleteClientLabels }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
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
          const result = await callAction(() => deleteClientAction(clientId), labels.failed);
          showOutcome(result);
          if (result.ok) router.push('/clientes');
        }}
      />
    </>
  );
}
