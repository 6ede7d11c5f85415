/** Slots shared fairly between accounts. */
export type FairSlots = {
  /**
   * Waits for a slot for one of `account`'s jobs; resolves with the function
   * that gives it back (call it once, when the job is done).
   */
  take(account: string): Promise<() => void>;
  /** Jobs holding a slot, and jobs waiting for one. */
  load(): { running: number; waiting: number };
};

/**
 * `slots` Chromium slots shared between accounts (docs/render.md, "Fair
 * printing"). Waiting jobs are queued per account, and a free slot goes to the
 * accounts in turn (round robin), each account's own jobs in the order they
 * came. An account holds at most half the slots (rounded up) while another
 * account's job waits: it takes more only when nobody else is waiting, so one
 * account's flood fills idle slots but never keeps another's job from the
 * next slot that frees.
 */
export function fairSlots(slots: number): FairSlots {
  const share = Math.ceil(slots / 2);
  /** Waiting jobs per account; the Map's order is the turn order. */
  const queues = new Map<string, (() => void)[]>();
  const holding = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const held = (account: string) => holding.get(account) ?? 0;

  /** The next account whose job may take a slot now, in turn order. */
  function next(): string | undefined {
    const accounts = [...queues.keys()];
    return (
      accounts.find((account) => held(account) < share) ??
      (accounts.length === 1 ? accounts[0] : undefined)
    );
  }

  function dispatch() {
    while (running < slots) {
      const account = next();
      if (account === undefined) {
        return;
      }
      const queue = queues.get(account)!;
      const start = queue.shift()!;
      // The account goes to the back of the turn order, or leaves it when it has nothing waiting.
      queues.delete(account);
      if (queue.length > 0) {
        queues.set(account, queue);
      }
      waiting -= 1;
      running += 1;
      holding.set(account, held(account) + 1);
      start();
    }
  }

  return {
    take(account) {
      return new Promise((resolve) => {
        let given = false;
        const release = () => {
          if (given) {
            return;
          }
          given = true;
          running -= 1;
          const left = held(account) - 1;
          if (left > 0) {
            holding.set(account, left);
          } else {
            holding.delete(account);
          }
          dispatch();
        };
        const queue = queues.get(account);
        if (queue) {
          queue.push(() => resolve(release));
        } else {
          queues.set(account, [() => resolve(release)]);
        }
        waiting += 1;
        dispatch();
      });
    },
    load: () => ({ running, waiting }),
  };
}
