/**
 * Whether a test of the current file has failed so far. jest-circus keeps its
 * run state on the test global under a private symbol; reading it lets the
 * harness print the app's log path only when something went wrong, keeping a
 * passing run quiet. Unknown (no circus state) counts as failed, so the path is
 * never hidden.
 */
export function someTestFailed(): boolean {
  const symbol = Object.getOwnPropertySymbols(globalThis).find(
    (candidate) => candidate.description === 'JEST_STATE_SYMBOL',
  );
  const state = symbol
    ? (globalThis as unknown as Record<symbol, CircusState | undefined>)[symbol]
    : undefined;
  if (!state?.rootDescribeBlock) {
    return true;
  }
  return state.unhandledErrors.length > 0 || blockFailed(state.rootDescribeBlock);
}

type CircusTest = { errors: unknown[] };
type CircusBlock = { children: (CircusBlock | CircusTest)[] };
type CircusState = { rootDescribeBlock?: CircusBlock; unhandledErrors: unknown[] };

function blockFailed(block: CircusBlock): boolean {
  return block.children.some((child) =>
    'children' in child ? blockFailed(child) : child.errors.length > 0,
  );
}
