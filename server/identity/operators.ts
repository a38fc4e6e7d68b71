// operators.ts (identity) — who is an operator of the console: an account whose role says so, or one FTV_ADMIN_EMAILS names (how the first is made) once its owner has confirmed the address.
import type { Config } from '../config.ts';
import type { User } from '../db/schema.ts';

type Account = Pick<User, 'role' | 'email' | 'email_verified'>;

/** FTV_ADMIN_EMAILS names the address. Alone it proves nothing: anyone may register an address before its owner does. */
const namedByEnvironment = (user: Account, config: Pick<Config, 'adminEmails'>) => config.adminEmails.includes(user.email.toLowerCase());

export const isOperator = (user: Account, config: Pick<Config, 'adminEmails'>) => user.role === 'operator' || (Boolean(user.email_verified) && namedByEnvironment(user, config));

/** Named by FTV_ADMIN_EMAILS and not an operator yet: the address is to be confirmed first (the console says so). */
export const awaitsConfirmation = (user: Account, config: Pick<Config, 'adminEmails'>) => user.role !== 'operator' && !user.email_verified && namedByEnvironment(user, config);
