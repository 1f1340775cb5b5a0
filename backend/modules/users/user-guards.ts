// Rules that keep administration from escalating privileges or locking itself out.
import { AppError, messages } from '@/backend/errors';
import { holds } from '@/common/permissions';
import { isServiceOperator } from '@/contract/auth';
import { userMessages } from '@/contract/users';


/**
 * Only a holder of "*" may act on a user who holds something the actor does not (a "*" administrator, say):
 * otherwise an operator with user-edit could change an administrator's e-mail and reset their password. The
 * service operator's scope is above "*" (it credits other businesses): only another holder of it manages its holders.
 */
export function assertCanManage(actorPermissions: readonly string[], targetPermissions: readonly string[]): void {
  if (isServiceOperator(targetPermissions) && !isServiceOperator(actorPermissions)) throw new AppError('forbidden', messages.forbidden);
  if (actorPermissions.includes('*')) return;
  if (targetPermissions.every((permission) => holds(actorPermissions, permission))) return;
  throw new AppError('forbidden', messages.forbidden);
}

/** Nobody hands out a permission they do not hold themselves ("*" holders excepted). */
export function assertCanGrant(actorPermissions: readonly string[], granted: readonly string[]): void {
  if (actorPermissions.includes('*')) return;
  if (granted.every((permission) => permission !== '*' && holds(actorPermissions, permission))) return;
  throw new AppError('forbidden', userMessages.grantNotHeld);
}

/**
 * The new list a user would hold after editing their own permissions must keep them able to edit permissions, and
 * signed in on the channel they are using (`signIn`: its permission, modules/auth/sign-in-channel.ts).
 */
export function assertNoSelfLockout(actorId: number, userId: number, permissions: readonly string[], signIn: string): void {
  if (actorId !== userId) return;
  if (!holds(permissions, 'permissions-edit')) throw new AppError('precondition_failed', userMessages.selfLockout, { permissions: [userMessages.selfLockout] });
  if (!holds(permissions, signIn)) throw new AppError('precondition_failed', userMessages.selfSignInLockout, { permissions: [userMessages.selfSignInLockout] });
}

export function assertNotSelf(actorId: number, userId: number, message: string = userMessages.selfDelete, field = 'user'): void {
  if (actorId === userId) throw new AppError('precondition_failed', message, { [field]: [message] });
}

/**
 * A password or an e-mail address of one's own changes only where the current password is asked for: otherwise
 * whoever holds a stolen session could point the account at their own address and have a new password sent there.
 */
export function assertNotOwnCredentials(actorId: number, userId: number): void {
  assertNotSelf(actorId, userId, userMessages.selfPassword);
}

/** Permissions a new user of this role starts with, limited to what the creator can hand out. */
export function grantable(actorPermissions: readonly string[], wanted: readonly string[]): string[] {
  return actorPermissions.includes('*') ? [...wanted] : wanted.filter((permission) => holds(actorPermissions, permission));
}
