/**
 * Whether a subject is matched by a NATS subject pattern: `*` matches exactly
 * one token, `>` one or more trailing tokens.
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (let index = 0; index < wanted.length; index += 1) {
    const token = wanted[index];
    if (token === '>') {
      return tokens.length > index;
    }
    if (index >= tokens.length || (token !== '*' && token !== tokens[index])) {
      return false;
    }
  }
  return tokens.length === wanted.length;
}

/** Whether some subject is matched by both patterns (so two streams would compete for it). */
export function subjectsOverlap(first: string, second: string): boolean {
  const a = first.split('.');
  const b = second.split('.');
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === '>' || right === '>') {
      // `>` needs at least one token, which the other side has if it got this far.
      return left !== undefined && right !== undefined;
    }
    if (left === undefined || right === undefined) {
      return false;
    }
    if (left !== '*' && right !== '*' && left !== right) {
      return false;
    }
  }
  return true;
}
