// sse.ts (test support) — reading a server-sent events body block by block (the chat's live stream), for tests and the bench that hold many open.

/** Calls `onBlock` with each event block (the lines between blank lines) until the body ends or its request is aborted. */
export async function readSseBlocks(body: NonNullable<Response['body']>, onBlock: (block: string) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      onBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
}
