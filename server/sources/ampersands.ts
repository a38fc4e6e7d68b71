// ampersands.ts — escapes the bare `&` that hand-made guides are full of ("Tom & Jerry", icon URLs with `?a=1&b=2`), so the strict XML parser reads on instead of swallowing the rest of the file.

/** A `&` that starts no character or entity reference; CDATA sections are matched whole so their `&` stay as written. */
const REPAIRABLE = /<!\[CDATA\[[\s\S]*?\]\]>|&(?!#\d+;|#x[\da-fA-F]+;|[A-Za-z_:][\w.:-]*;)/g;
/** Entity references are short: an `&` this close to the end of a chunk with no `;` after it may continue in the next. */
const LONGEST_REFERENCE = 40;
/** An unclosed CDATA section is carried to the next chunk, but never more than this (then it is repaired as text). */
const LONGEST_CARRY = 1 << 20;

/** Feed it the decoded text in order; it returns the repaired text, holding back at most a possibly split reference. */
export class BareAmpersands {
  #carry = '';
  #count = 0;
  #firstLine = 0;
  /** Newlines handed out so far: only counted until the first repair, which is all the line number needs. */
  #linesBefore = 1;

  /** How many `&` were escaped, and the line of the first. */
  get repaired(): { count: number; firstLine: number } {
    return { count: this.#count, firstLine: this.#firstLine };
  }

  push(text: string, final: boolean): string {
    let s = this.#carry + text;
    this.#carry = '';
    if (!final) {
      const cut = safeEnd(s);
      this.#carry = s.slice(cut);
      s = s.slice(0, cut);
    }
    const out = s.replace(REPAIRABLE, (match, offset: number) => {
      if (match !== '&') return match;
      if (this.#count++ === 0) this.#firstLine = this.#linesBefore + countNewlines(s, 0, offset);
      return '&amp;';
    });
    if (this.#count === 0) this.#linesBefore += countNewlines(s, 0, s.length);
    return out;
  }
}

/** Where the text can be cut so that no reference or CDATA section is split across chunks. */
function safeEnd(s: string): number {
  let cut = s.length;
  const cdata = s.lastIndexOf('<![CDATA[');
  if (cdata !== -1 && s.indexOf(']]>', cdata) === -1 && s.length - cdata < LONGEST_CARRY) cut = cdata;
  const lt = s.lastIndexOf('<');
  if (lt !== -1 && s.length - lt < 9) cut = Math.min(cut, lt); // maybe the start of a "<![CDATA[" split in two
  const amp = s.lastIndexOf('&');
  if (amp !== -1 && s.length - amp < LONGEST_REFERENCE && s.indexOf(';', amp) === -1) cut = Math.min(cut, amp);
  return cut;
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
