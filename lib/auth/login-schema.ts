// The sign-in form's fields, derived from the contract; messages are keys under auth.validation.
import { z } from 'zod';

export const loginFields = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'email').email('email'),
  password: z.string().min(1, 'required').max(200, 'required'),
});
export type LoginFields = z.infer<typeof loginFields>;
