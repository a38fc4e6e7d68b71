// cli.ts (admin) — `npm run admin -- grant|revoke <email>` and `list`: operators named on the server itself (the first one, or when no operator can log in), audited like the console's changes.
import { loadConfig } from '../config.ts';
import { migrate, openDatabase, type Db } from '../db/connect.ts';
import { operatorAccounts, setUserRole, userById, userIdByEmail } from '../identity/repository.ts';
import { insertAudit } from './repository.ts';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

/** Runs one command; returns what to print, or throws an Error whose message names the problem. */
export async function runAdminCommand(db: Db, args: readonly string[], adminEmails: readonly string[], now = () => Math.floor(Date.now() / 1000)): Promise<string> {
  const [command, rawEmail] = args;
  if (command === 'list') {
    const operators = await operatorAccounts(db, adminEmails);
    if (operators.length === 0) return 'no operators yet: npm run admin -- grant <email>';
    return operators.map((o) => `${o.email}${adminEmails.includes(o.email.toLowerCase()) ? ' (FTV_ADMIN_EMAILS)' : ''}`).join('\n');
  }
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) throw new Error(USAGE);
  const email = rawEmail.trim().toLowerCase();
  const found = await userIdByEmail(db, email);
  if (!found) throw new Error(`no account with the email ${email}: register it in the app first`);
  const user = (await userById(db, Number(found.id)))!;
  const role = command === 'grant' ? 'operator' : 'viewer';
  if (user.role === role) return `${email} is ${role === 'operator' ? 'an operator' : 'not an operator'} already`;
  await setUserRole(db, Number(found.id), role);
  await insertAudit(db, { actor_id: null, at: now(), action: `operators.${command}`, target: `user:${found.id}`, before: { role: user.role }, after: { role } });
  return command === 'grant' ? `${email} is an operator now` : `${email} is no longer an operator${adminEmails.includes(email) ? ' by role (FTV_ADMIN_EMAILS still names it)' : ''}`;
}

if (import.meta.main) {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
  try {
    await migrate(db);
    console.info(await runAdminCommand(db, process.argv.slice(2), config.adminEmails));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
