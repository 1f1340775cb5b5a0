'use client';
// Deletes the client after asking; on success the list opens (this page no longer exists), a refusal stays here.
// While bookings are in progress the server would refuse: the button is disabled, described by the page's text
// saying so (`blockedBy`).
import { useRouter } from 'next/navigation';
import { ConfirmActionButton, type ConfirmActionLabels } from '@/components/confirm-action-button';
import { deleteClientAction } from '@/lib/clients/actions/delete-client-action';

export type DeleteClientLabels = ConfirmActionLabels;

export function DeleteClientButton({ clientId, labels, blockedBy }: { clientId: number; labels: DeleteClientLabels; blockedBy?: string }) {
  const router = useRouter();
  return <ConfirmActionButton labels={labels} run={() => deleteClientAction(clientId)} onDone={() => router.push('/clientes')} blockedBy={blockedBy} />;
}
