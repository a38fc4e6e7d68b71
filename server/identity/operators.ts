// operators.ts (identity) — who is an operator of the console: an account whose role says so, or one FTV_ADMIN_EMAILS names (how the first is made).
import type { Config } from '../config.ts';
import type { User } from '../db/schema.ts';

export const isOperator = (user: Pick<User, 'role' | 'email'>, config: Pick<Config, 'adminEmails'>) => user.role === 'operator' || config.adminEmails.includes(user.email.toLowerCase());
