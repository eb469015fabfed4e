import { Inject, Injectable } from '@nestjs/common';
import { DomainError, LOGGER, unprocessable } from '@overlap/platform';
import OpenAI from 'openai';
import type pino from 'pino';
import { READER_MESSAGES } from './reader.errors';
import { parseTimetableAnswer, TIMETABLE_JSON_SCHEMA, UnusableAnswer, type TimetableClass } from './timetable-answer.rules';

/** Where the vision model is: any OpenAI-compatible server; without a key the vision reader is off. */
export interface VisionModelSettings {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

export const VISION_MODEL_SETTINGS = Symbol('VISION_MODEL_SETTINGS');

const INSTRUCTIONS = [
  'You read university timetables from screenshots.',
  'List every weekly class visible in the image: its weekday, start and end time (24-hour HH:MM), title as written, room or building (empty when not shown) and type.',
  'Types: Lecture, Seminar, Lab, Tutorial, Exam, Workshop; use Class when the image does not say.',
  'If the image is not a timetable, answer with an empty list.',
].join(' ');

/**
 * Asks an OpenAI vision model (any OpenAI-compatible server: OPENAI_BASE_URL, OPENAI_MODEL) for
 * the weekly classes in a timetable screenshot, as strict JSON, and checks the answer. Without
 * OPENAI_API_KEY the feature is off and says so.
 */
@Injectable()
export class VisionModelClient {
  private readonly client: OpenAI | undefined;

  constructor(
    @Inject(VISION_MODEL_SETTINGS) private readonly settings: VisionModelSettings,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {
    const { apiKey, baseUrl, timeoutMs } = settings;
    this.client = apiKey ? new OpenAI({ apiKey, baseURL: baseUrl ?? null, timeout: timeoutMs, maxRetries: 1 }) : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  assertConfigured(): void {
    if (!this.client) throw new DomainError(503, READER_MESSAGES.notConfigured, 'not_configured');
  }

  async read(image: Buffer, contentType: string): Promise<TimetableClass[]> {
    this.assertConfigured();
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client!.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Extract the weekly classes from this timetable screenshot.' },
              { type: 'image_url', image_url: { url: `data:${contentType};base64,${image.toString('base64')}`, detail: 'high' } },
            ],
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'weekly_timetable', strict: true, schema: TIMETABLE_JSON_SCHEMA as unknown as Record<string, unknown> },
        },
      });
    } catch (err) {
      // The provider's trouble (key, quota, outage, timeout) is the server's condition, not the user's.
      this.logger.warn({ err: (err as Error).message, status: (err as { status?: number }).status }, 'vision model call failed');
      throw new DomainError(503, READER_MESSAGES.unavailable, 'unavailable');
    }
    const choice = completion.choices?.[0];
    if (choice?.message?.refusal) {
      this.logger.info({ refusal: choice.message.refusal }, 'vision model refused');
      throw unprocessable(READER_MESSAGES.refused);
    }
    try {
      if (choice?.finish_reason && choice.finish_reason !== 'stop') throw new UnusableAnswer(`finish_reason ${choice.finish_reason}`);
      return parseTimetableAnswer(choice?.message?.content);
    } catch (err) {
      if (!(err instanceof UnusableAnswer)) throw err;
      this.logger.warn({ problem: err.message, model: completion.model }, 'vision model answer refused');
      throw unprocessable(READER_MESSAGES.unreadable);
    }
  }
}
