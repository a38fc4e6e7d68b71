// problems.ts — what an import noticed and worked around, each with the line it was found on, capped so junk input can't fill memory.

/** One thing worth telling the person who supplied the file: where (1-based line) and what. */
export interface Problem {
  line: number;
  message: string;
}

/** Keeps the first `limit` problems in reading order and counts the rest, so a file full of errors stays cheap. */
export class ProblemLog {
  readonly #limit: number;
  readonly #kept: Problem[] = [];
  #omitted = 0;

  constructor(limit = 1000) {
    this.#limit = limit;
  }

  add(line: number, message: string): void {
    if (this.#kept.length < this.#limit) this.#kept.push({ line, message });
    else this.#omitted++;
  }

  /** The kept problems, sorted by line (several parsers report out of reading order). */
  get list(): Problem[] {
    return [...this.#kept].sort((a, b) => a.line - b.line);
  }

  /** Problems beyond the limit: counted, not kept. */
  get omitted(): number {
    return this.#omitted;
  }
}
