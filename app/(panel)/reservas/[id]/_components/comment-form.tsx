'use client';
// Adds a comment to the booking: required, up to 1000 characters, checked with the contract's schema here and
// again by the server action; the form empties once it is saved.
import { useTranslations } from 'next-intl';
import { FormFooter, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { bookingCommentBody } from '@/contract/booking-comments';
import { addBookingCommentAction } from '@/lib/bookings/comments/add-booking-comment-action';

export function CommentForm({ bookingId }: { bookingId: number }) {
  const t = useTranslations('bookings.comments');
  const { form, field, onSubmit, formError, submitting } = useDrawerForm({
    schema: bookingCommentBody,
    defaultValues: { body: '' },
    prefix: `booking-${bookingId}-comment`,
    action: (values) => addBookingCommentAction(bookingId, values),
    onDone: () => form.reset({ body: '' }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField {...field('body', t('body'))} required multiline />
      <FormFooter formError={formError} submitting={submitting} submitLabel={t('add')} submittingLabel={t('adding')} />
    </form>
  );
}
