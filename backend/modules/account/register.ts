// POST /auth/register and /auth/register/public: a business signs up. One transaction creates its tenant
// (no credits yet) and its administrator, who accepted the terms and the no-dangerous-goods declaration
// on the form (stored as the terms acceptance), and queues a welcome e-mail. A taken e-mail is a 422.
import { sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers, users } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { violatedUniqueConstraint } from '@/backend/modules/bookings/transaction';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { roles } from '@/contract/auth';
import { accountMessages, type RegisterRequest } from '@/contract/account';
import { welcomeMail } from './account-links';

export async function registerBusiness(db: Database, body: RegisterRequest, publicUrl: string): Promise<void> {
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const [tenant] = await tx.insert(providers).values({ name: body.business_name }).returning({ id: providers.id });
      await tx.insert(users).values({
        providerId: tenant!.id,
        email,
        passwordHash,
        username: email,
        subType: roles.administrator,
        personalInfo: { name: body.name, last_name: body.last_name, id_document: body.document || null, cellphone: body.phone },
        permissions: ['*'],
        acceptedTc: true,
        businessName: body.business_name,
        acceptedTcAt: sql`now()`,
      });
      await queueMail(tx, { tenantId: tenant!.id, recipient: email, ...welcomeMail({ name: body.name, businessName: body.business_name }, publicUrl) });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_email_unique') {
      throw new AppError('validation', accountMessages.emailTaken, { email: [accountMessages.emailTaken] });
    }
    throw error;
  }
}
