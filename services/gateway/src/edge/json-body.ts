import { DomainError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

/**
 * The deepest nesting of objects and arrays a JSON body may have. A resume
 * document is about six levels deep and a GraphQL request adds three; deeper
 * input only serves to exhaust the stack of whatever walks it next.
 */
export const maxJsonDepth = 32;

/** How many object keys of the path to a too-deep value are named. */
const namedKeys = 4;

/**
 * Where `text` first nests deeper than `maxDepth`, as the dotted path of
 * object keys leading there (`data.basics`), or undefined when it never does.
 * One pass over the text, without parsing it: a body too deep to parse safely
 * is refused before it is parsed.
 */
export function tooDeepAt(text: string, maxDepth: number = maxJsonDepth): string | undefined {
  const keys: (string | undefined)[] = [];
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let lastString: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') {
        index += 1;
      } else if (char === '"') {
        inString = false;
        lastString = depth <= namedKeys ? text.slice(stringStart, index) : undefined;
      }
      continue;
    }
    if (char === '"') {
      inString = true;
      stringStart = index + 1;
    } else if (char === ':') {
      keys[depth - 1] = lastString;
    } else if (char === '{' || char === '[') {
      depth += 1;
      keys[depth - 1] = undefined;
      if (depth > maxDepth) {
        return keys.slice(0, namedKeys).filter(Boolean).join('.') || '(body)';
      }
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return undefined;
}

/**
 * The gateway's JSON body parser: Fastify's own rules (invalid JSON is a 400,
 * `__proto__` keys refused), with nesting bounded first (docs/quality.md#case-34). A
 * body nested too deep is a `BAD_USER_INPUT` naming the field it is under.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const where = tooDeepAt(text);
    if (where !== undefined) {
      done(
        new DomainError(
          'BAD_USER_INPUT',
          `The request body is nested deeper than ${maxJsonDepth} levels.`,
          [{ path: where, message: `Nested deeper than ${maxJsonDepth} levels.` }],
        ),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
