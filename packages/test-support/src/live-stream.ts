import { createParser } from 'eventsource-parser';
import type { ApiClient } from './api-client';

export interface LiveEvent {
  event: string;
  data: any;
  /** When the test process read it (Date.now()). */
  at: number;
}

/**
 * A signed-in tab's GET /api/live through the gateway, read the way a browser's EventSource
 * reads it: every event is kept, with the time it arrived, until `close`.
 */
export class LiveStreamClient {
  readonly events: LiveEvent[] = [];
  readonly comments: string[] = [];
  /** 'ended' when the server finished the response, 'dropped' when the connection broke or `close` was called. */
  readonly ended: Promise<'ended' | 'dropped'>;
  private readonly abort = new AbortController();

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    body: ReadableStream<Uint8Array> | null,
  ) {
    const parser = createParser({
      onEvent: (message) => this.events.push({ event: message.event ?? 'message', data: JSON.parse(message.data), at: Date.now() }),
      onComment: (comment) => this.comments.push(comment),
    });
    this.ended = (async () => {
      if (!body) return 'ended';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
        return 'ended';
      } catch {
        return 'dropped';
      }
    })();
  }

  /** Opens the stream with the client's session (as browser tab `tab`); resolves once the response headers arrived. */
  static async open(client: ApiClient, { tab }: { tab?: string } = {}): Promise<LiveStreamClient> {
    const abort = new AbortController();
    const query = tab === undefined ? '' : `?tab=${encodeURIComponent(tab)}`;
    const res = await fetch(`${client.baseUrl}/api/live${query}`, { headers: client.headersForStream(), signal: abort.signal });
    const stream = new LiveStreamClient(res.status, res.headers, res.body);
    stream.abort.signal.addEventListener('abort', () => abort.abort());
    return stream;
  }

  /** The first event after the `from`-th that satisfies `match`, or an error after `timeoutMs`. */
  async next(match: (e: LiveEvent) => boolean, timeoutMs: number, from = 0): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.events.slice(from).find(match);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.ended;
  }
}
