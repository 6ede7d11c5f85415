// A local OpenAI-compatible chat-completions server for the AI helper's browser
// tests (docs/testing-web.md): the browser calls it directly with the person's
// key, as it would call the real service; it records each request and answers
// from a queue.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

export type ChatBody = {
  model: string;
  max_tokens: number;
  temperature: number;
  n: number;
  stop: string;
  messages: { role: string; content: string }[];
};

export type RecordedChat = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatBody;
};

export type ChatAnswer = { status: number; body: unknown; delayMs?: number };

/** A chat-completions answer whose one choice says `content`. */
export function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/** The server: `start()` it, queue answers with `answerNext`, read `requests`. */
export class FakeOpenAi {
  readonly requests: RecordedChat[] = [];
  private answers: ChatAnswer[] = [];
  private server: Server | null = null;
  url = '';

  /** Forgets answers a failed test left queued. */
  reset(): void {
    this.answers = [];
  }

  answerNext(answer: ChatAnswer): void {
    this.answers.push(answer);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.requests.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody,
        });
        const answer = this.answers.shift() ?? {
          status: 500,
          body: { error: { message: 'no answer queued' } },
        };
        setTimeout(() => {
          response
            .writeHead(answer.status, { ...cors, 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body));
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
