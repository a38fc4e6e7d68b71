// logos.ts — generated pictures: channel logos (group hue, initials, number) and programme posters (title, genre).
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Each group gets its own hue so the lineup reads at a glance. */
export const groupHue = (groupId: number) => ((groupId - 1) * 45 + 200) % 360;

const GENRE_HUE: Record<string, number> = { news: 200, sports: 245, movies: 290, kids: 335, music: 20, documentary: 65, entertainment: 110, lifestyle: 155 };

/** Up to three initials from the title's words ("Sport Arena 1" → "SA1"). */
export function initials(title: string): string {
  const words = title.split(/[\s&-]+/).filter(Boolean);
  const letters = words.map((w) => (/^\d+$/.test(w) ? w : w[0]!.toUpperCase())).join('');
  return (letters || '?').slice(0, 3);
}

export function logoSvg(channel: { title: string; number: number; group_id: number }, big: boolean): string {
  const size = big ? 512 : 128;
  const hue = groupHue(channel.group_id);
  const r = size * 0.18;
  const label = escapeXml(initials(channel.title));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(channel.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue} 70% 32%)"/></linearGradient></defs>
<rect width="${size}" height="${size}" rx="${r}" fill="url(#g)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size * 0.34}" fill="#fff">${label}</text>
<text x="${size * 0.9}" y="${size * 0.9}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="${size * 0.13}" fill="rgba(255,255,255,0.85)">${channel.number}</text>
</svg>`;
}

/** Splits a title into at most three lines of about 16 characters for the poster. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out.length - 1;
    if (last >= 0 && (out[last] + ' ' + word).length <= 16) out[last] += ' ' + word;
    else out.push(word);
  }
  return out.slice(0, 3);
}

export function posterSvg(title: string, genre: string): string {
  const hue = GENRE_HUE[genre] ?? 0;
  const text = lines(title)
    .map((line, i) => `<text x="150" y="${190 + i * 34}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="28" fill="#fff">${escapeXml(line)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 12%)"/></linearGradient></defs>
<rect width="300" height="450" fill="url(#p)"/>
<circle cx="150" cy="110" r="46" fill="hsl(${hue} 80% 70% / 0.35)"/>
${text}
<text x="150" y="410" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" letter-spacing="3" fill="rgba(255,255,255,0.8)">${escapeXml(genre.toUpperCase())}</text>
</svg>`;
}
