import { createHash } from 'node:crypto';
import http from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';

/** What the server answers for one marker: a chat completion with this content, or an HTTP error. */
export interface RecordedAnswer {
  content?: string | null;
  refusal?: string;
  finishReason?: 'stop' | 'length' | 'content_filter';
  status?: number;
  error?: { message: string; type: string; code: string | null };
}

const algebraWeek = {
  classes: [
    { weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Ångström 4001', type: 'Lecture' },
    { weekday: 'Wed', start: '13:15', end: '15:00', title: 'Linear Algebra', location: 'Ångström 2001', type: 'Tutorial' },
    { weekday: 'Thu', start: '08:15', end: '10:00', title: 'Programming I', location: 'Polacksbacken 1515', type: 'Lab' },
  ],
};

/**
 * Answers recorded from the shapes vision models really give, chosen by the marker in the
 * request: the well-formed week, an empty week, and the malformed kinds the service must refuse.
 */
export const RECORDED_ANSWERS: Record<string, RecordedAnswer> = {
  'timetable-week': { content: JSON.stringify(algebraWeek) },
  'empty-week': { content: JSON.stringify({ classes: [] }) },
  'prose-answer': { content: 'Sure! Monday 10:15–12:00 Linear Algebra in Ångström 4001, Wednesday …' },
  'wrong-shape': { content: JSON.stringify({ events: [{ day: 'Monday', from: '10:15', to: '12:00', name: 'Linear Algebra' }] }) },
  'impossible-times': { content: JSON.stringify({ classes: [{ ...algebraWeek.classes[0], start: '26:00' }] }) },
  'cut-off': { content: '{"classes":[{"weekday":"Mon","start":"10:15","end":"12:0', finishReason: 'length' },
  refusal: { content: null, refusal: "I'm sorry, I can't help with that." },
  'provider-down': { status: 503, error: { message: 'The server is overloaded', type: 'server_error', code: null } },
};

export const FAKE_MARKER_PREFIX = 'overlap-fake-openai:';

export interface FakeOpenAiRequest {
  model: string;
  marker: string | undefined;
  imageSha256: string | undefined;
  responseFormat: unknown;
}

/** The recorded answer named in the request: in the image bytes or the text, as `overlap-fake-openai:<name>;`. */
function markerIn(texts: string[], images: Buffer[]): string | undefined {
  // The name ends at ';' (image bytes after it can be anything).
  const pattern = new RegExp(`${FAKE_MARKER_PREFIX}([a-z0-9-]+);`);
  for (const text of [...texts, ...images.map((b) => b.toString('latin1'))]) {
    const m = pattern.exec(text);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * A local server speaking the OpenAI chat-completions protocol (non-streaming) — what the
 * `openai` client sends and expects — for tests: the real API is out of reach, so ingestion runs
 * against this with OPENAI_BASE_URL. It checks the request as the real API would (bearer key,
 * model, messages, json_schema response format) and answers the recorded answer its marker names.
 */
export async function startFakeOpenAiServer(options: { port?: number; answers?: Record<string, RecordedAnswer> } = {}) {
  const answers = options.answers ?? RECORDED_ANSWERS;
  const requests: FakeOpenAiRequest[] = [];
  const error = (res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type, param: null, code: null } }));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return error(res, 404, `Unknown request URL: ${req.method} ${req.url}`);
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return error(res, 401, 'You did not provide an API key.', 'invalid_request_error');
      let body: { model?: string; messages?: { role: string; content: unknown }[]; response_format?: { type?: string } };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return error(res, 400, 'We could not parse the JSON body of your request.');
      }
      if (!body.model) return error(res, 400, 'you must provide a model parameter');
      if (!Array.isArray(body.messages) || !body.messages.length) return error(res, 400, "Missing required parameter: 'messages'.");
      if (body.response_format?.type !== 'json_schema') return error(res, 400, 'This test server only answers json_schema requests.');
      const texts: string[] = [];
      const images: Buffer[] = [];
      for (const m of body.messages) {
        if (typeof m.content === 'string') texts.push(m.content);
        else if (Array.isArray(m.content)) {
          for (const part of m.content as { type: string; text?: string; image_url?: { url: string } }[]) {
            if (part.type === 'text' && part.text) texts.push(part.text);
            const data = part.type === 'image_url' ? /^data:image\/[\w.+-]+;base64,(.+)$/.exec(part.image_url?.url ?? '') : null;
            if (data) images.push(Buffer.from(data[1]!, 'base64'));
          }
        }
      }
      const marker = markerIn(texts, images);
      requests.push({
        model: body.model,
        marker,
        imageSha256: images[0] && createHash('sha256').update(images[0]).digest('hex'),
        responseFormat: body.response_format,
      });
      const answer = marker ? answers[marker] : undefined;
      if (!answer) return error(res, 400, `No recorded answer for marker ${marker ?? '(none)'}`);
      if (answer.status) return res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: answer.error }));
      const completion = {
        id: `chatcmpl-${createHash('sha1').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 24)}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer.content ?? null, refusal: answer.refusal ?? null, annotations: [] },
            logprobs: null,
            finish_reason: answer.finishReason ?? 'stop',
          },
        ],
        usage: { prompt_tokens: 850, completion_tokens: 120, total_tokens: 970 },
        system_fingerprint: 'fp_overlap_test',
      };
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': completion.id }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A valid 1×1 PNG whose tEXt chunk names a recorded answer (what a screenshot upload carries in tests). */
export function markedPng(answer: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${FAKE_MARKER_PREFIX}${answer};`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
