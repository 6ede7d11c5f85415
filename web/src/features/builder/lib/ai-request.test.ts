import { type AiSettings } from '../../settings/lib/ai-settings';
import {
  AiError,
  aiPrompt,
  answerToHtml,
  chatRequestBody,
  plainTextToHtml,
  rewrite,
  tailorRule,
} from './ai-request';

const settings: AiSettings = { apiKey: 'sk-test123', baseUrl: null, model: null };
const original = '<p>I <strong>build</strong> ships.</p>';

type Call = { url: string; init: RequestInit };

/** A fetch answering `status` with `body`, keeping what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      json: async () => {
        if (typeof body === 'string') {
          throw new SyntaxError('not JSON');
        }
        return body;
      },
    } as Response;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const answer = (content: string | null) => ({ choices: [{ message: { content } }] });

describe('the request', () => {
  it('improves with the default model, 1024 tokens, temperature 0, one choice, the """ stop and one user message', () => {
    const body = chatRequestBody({ kind: 'improve' }, original, 'gpt-3.5-turbo');
    expect(body).toEqual({
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: aiPrompt({ kind: 'improve' }, original) }],
      max_tokens: 1024,
      temperature: 0,
      n: 1,
      stop: '"""',
    });
  });

  it('fixes spelling and grammar at temperature 0', () => {
    const body = chatRequestBody({ kind: 'fix' }, original, 'gpt-3.5-turbo');
    expect(body.temperature).toBe(0);
    expect(body.messages[0].content).toMatch(/Fix the spelling and grammar/);
  });

  it('changes the tone at temperature 0.5 with the tone in the prompt', () => {
    const body = chatRequestBody({ kind: 'tone', tone: 'confident' }, original, 'gpt-3.5-turbo');
    expect(body.temperature).toBe(0.5);
    expect(body.messages[0].content).toMatch(/more confident/);
  });

  it('asks for only the revised text, in the input language, the tags kept, the text between """ markers', () => {
    const prompt = aiPrompt({ kind: 'improve' }, original);
    expect(prompt).toMatch(/except the revised text/);
    expect(prompt).toMatch(/same language as the input/);
    expect(prompt).toMatch(/Keep every HTML tag/);
    expect(prompt).toContain(`"""${original}"""`);
    expect(prompt.endsWith('"""')).toBe(true);
  });

  it('tailors at temperature 0 with the posting, its role and company, and the rule against new facts', () => {
    const job = {
      posting: 'We want a "hands-on" lead who ships """fast""".',
      company: 'Acme',
      role: 'Platform lead',
    };
    const body = chatRequestBody({ kind: 'tailor', job }, original, 'gpt-3.5-turbo');
    expect(body.temperature).toBe(0);
    const prompt = body.messages[0].content;
    expect(prompt).toMatch(/toward the job posting/);
    expect(prompt).toContain(tailorRule);
    expect(tailorRule).toMatch(/Never add a fact, number/);
    expect(prompt).toContain('Job posting (Platform lead at Acme):');
    // The posting cannot close the text's own markers early.
    expect(prompt).toContain('<<<\nWe want a "hands-on" lead who ships "fast".\n>>>');
    expect(prompt).toContain(`"""${original}"""`);
    expect(prompt.endsWith('"""')).toBe(true);
    expect(aiPrompt({ kind: 'improve' }, original)).not.toContain('Job posting');
  });

  it('posts to {base}/chat/completions with the key as a bearer token and the settings model', async () => {
    const { calls, fetchImpl } = fakeFetch(200, answer('<p>I design ships.</p>'));
    const custom: AiSettings = {
      apiKey: 'sk-local42',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'llama3',
    };
    await rewrite({ kind: 'improve' }, original, custom, { fetch: fetchImpl });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://127.0.0.1:9999/v1/chat/completions');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer sk-local42',
    });
    expect(JSON.parse(calls[0].init.body as string)).toEqual(
      chatRequestBody({ kind: 'improve' }, original, 'llama3'),
    );
  });

  it("goes to OpenAI's own endpoint without a base URL", async () => {
    const { calls, fetchImpl } = fakeFetch(200, answer('x'));
    await rewrite({ kind: 'fix' }, original, settings, { fetch: fetchImpl });
    expect(calls[0].url).toBe('https://api.openai.com/v1/chat/completions');
    expect(JSON.parse(calls[0].init.body as string).model).toBe('gpt-3.5-turbo');
  });
});

describe('the answer', () => {
  it('keeps the formatting of an HTML answer, sanitised to the rich-text tags', async () => {
    const { fetchImpl } = fakeFetch(
      200,
      answer(
        '<p>I <strong>design</strong> ships.<script>alert(1)</script></p><iframe src="x"></iframe>',
      ),
    );
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).resolves.toBe('<p>I <strong>design</strong> ships.</p>');
  });

  it('turns a plain-text answer into paragraphs', async () => {
    const { fetchImpl } = fakeFetch(
      200,
      answer('First line\nsame paragraph.\n\nSecond <one> & more.'),
    );
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).resolves.toBe('<p>First line<br>same paragraph.</p><p>Second &lt;one&gt; &amp; more.</p>');
  });

  it('keeps the original text on an empty answer', async () => {
    for (const content of ['', '   \n', null, '<p></p>']) {
      const { fetchImpl } = fakeFetch(200, answer(content));
      await expect(
        rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
      ).resolves.toBe(original);
    }
  });

  it('drops an echoed stop marker or label', () => {
    expect(answerToHtml('Revised text: """Better words."""', original)).toBe(
      '<p>Better words.</p>',
    );
  });

  it('fails with "OpenAI did not return any choices for your text." when there are none', async () => {
    const { fetchImpl } = fakeFetch(200, { choices: [] });
    const failure = rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl });
    await expect(failure).rejects.toBeInstanceOf(AiError);
    await expect(failure).rejects.toMatchObject({
      reason: 'noChoices',
      message: 'OpenAI did not return any choices for your text.',
    });
  });

  it("fails with the service's own message on an error answer", async () => {
    const { fetchImpl } = fakeFetch(401, {
      error: { message: 'Incorrect API key provided: sk-test***', type: 'invalid_request_error' },
    });
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).rejects.toMatchObject({
      reason: 'failed',
      message: 'Incorrect API key provided: sk-test***',
    });
  });

  it('fails with the status when the error answer is not JSON', async () => {
    const { fetchImpl } = fakeFetch(502, 'Bad gateway');
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).rejects.toMatchObject({ reason: 'failed', message: '502 Error' });
  });

  it("fails as refused with the model's own words when it declines", async () => {
    const { fetchImpl } = fakeFetch(200, {
      choices: [{ message: { content: null, refusal: 'I can’t help with that.' } }],
    });
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).rejects.toMatchObject({ reason: 'refused', message: 'I can’t help with that.' });
  });

  it('fails as refused when the content filter stopped the answer', async () => {
    const { fetchImpl } = fakeFetch(200, {
      choices: [{ message: { content: '' }, finish_reason: 'content_filter' }],
    });
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).rejects.toMatchObject({ reason: 'refused' });
  });

  it('fails with the network error when the service cannot be reached', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(
      rewrite({ kind: 'improve' }, original, settings, { fetch: fetchImpl }),
    ).rejects.toMatchObject({ reason: 'unreachable', message: 'Failed to fetch' });
  });
});

describe('plainTextToHtml', () => {
  it('escapes markup characters and drops blank paragraphs', () => {
    expect(plainTextToHtml('\n\na < b\n\n\n\n')).toBe('<p>a &lt; b</p>');
  });
});
