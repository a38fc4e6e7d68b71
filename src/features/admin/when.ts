// when.ts (admin) — when something happened, as the console says it: "Today 14:02", "Yesterday 09:15", "Sat 21 Nov 18:00".
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

const dayNumber = (date: Date) => Math.floor((date.getTime() - date.getTimezoneOffset() * 60_000) / 86_400_000);

export function formatWhen(unixSeconds: number, nowSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  const days = dayNumber(new Date(nowSeconds * 1000)) - dayNumber(at);
  const name = days === 0 ? 'Today' : days === 1 ? 'Yesterday' : day.format(at);
  return `${name} ${clock.format(at)}`;
}
