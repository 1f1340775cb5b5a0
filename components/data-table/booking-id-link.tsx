// A booking's number in a list cell: a link to the booking for whoever may open bookings, plain text otherwise, a
// dash when the row has no booking.
import { clientLink } from '@/components/ui/client-link';

export function BookingIdLink({ id, canOpen, label }: { id: number | null; canOpen: boolean; label: (id: number) => string }) {
  if (id === null) return '—';
  if (!canOpen) return id;
  return (
    <a href={`/reservas/${id}`} {...clientLink()} aria-label={label(id)} className="text-primary underline">
      {id}
    </a>
  );
}
