// technical.ts — what a ticket may quote: technical data bounded in depth, and nothing that looks like a credential.

/** `{route, userAgent, …}` is one level; a little structure is fine, a tower of brackets is not. */
export const MAX_TECHNICAL_DEPTH = 4;
export const REDACTED = '[redacted]';

/** Keys that name a credential: whatever they hold is not quoted. */
const SECRET_KEY = /session|token|passw|pwd|hash|secret|auth|cookie|api.?key|credential|signature/i;
/** 32 or more hex digits: the shape of a session key, an access or chat token and the MD5 password hash. */
const HEX_RUN = /[0-9a-f]{32,}/gi;

/**
 * How deeply objects and arrays nest (a scalar is 0, `{}` is 1), counted without recursion so that a
 * deep value cannot overflow the stack; stops counting past `limit`.
 */
export function nestingDepth(value: unknown, limit = MAX_TECHNICAL_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The text with the sender's own keys and tokens, and anything of their shape, replaced. */
export function redactText(text: string, secrets: readonly (string | null | undefined)[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED);
  return out.replace(HEX_RUN, REDACTED);
}

/** A copy to store and mail: credential-named keys and credential-shaped values redacted (depth already bounded). */
export function redactTechnicalData(value: unknown, secrets: readonly (string | null | undefined)[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactTechnicalData(item, secrets));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redactText(key, secrets), SECRET_KEY.test(key) ? REDACTED : redactTechnicalData(item, secrets)]),
  );
}
