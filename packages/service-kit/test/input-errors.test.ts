import { z } from 'zod';

import { badUserInput } from '../src/input-errors';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  sections: z.array(z.object({ title: z.string().max(3, 'Title too long') })),
});

describe('badUserInput', () => {
  it("turns zod's issues into BAD_USER_INPUT with every path and message, the first message as text", () => {
    const result = schema.safeParse({
      name: '',
      sections: [{ title: 'ok' }, { title: 'too long' }],
    });
    expect(result.success).toBe(false);
    const error = badUserInput(result.error!.issues);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: 'Name is required',
      details: [
        { path: 'name', message: 'Name is required' },
        { path: 'sections.1.title', message: 'Title too long' },
      ],
    });
  });

  it('takes a message of its own and a prefix for every path', () => {
    const error = badUserInput(
      [
        { path: 'basics.email', message: 'Not an email' },
        { path: '', message: 'Not a resume' },
        { path: ['sections', 0], message: 'Unknown section' },
      ],
      { message: 'The resume data is invalid.', pathPrefix: 'data' },
    );
    expect(error.message).toBe('The resume data is invalid.');
    expect(error.details).toEqual([
      { path: 'data.basics.email', message: 'Not an email' },
      { path: 'data', message: 'Not a resume' },
      { path: 'data.sections.0', message: 'Unknown section' },
    ]);
  });

  it('still says what is wrong with no issue at all', () => {
    expect(badUserInput([])).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The request is invalid.',
      details: [],
    });
  });
});
