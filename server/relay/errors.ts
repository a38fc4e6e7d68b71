// errors.ts (relay) — the relay's one error type, shared by the fetching modules.

/** An upstream failure as the viewer's answer: 404 (a remuxed file already gone), 502 (bad answer), 504 (too slow). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly status: 404 | 502 | 504;
  constructor(status: 404 | 502 | 504, message: string) {
    super(message);
    this.status = status;
  }
}
