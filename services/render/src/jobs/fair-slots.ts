/** Slots shared fairly between accounts. */
export type FairSlots = {
  /**
   * Waits for a slot for one of `account`'s jobs; resolves with the function
   * that gives it back (call it once, when the job is done). An `urgent` job
   * (someone waits for it: an on-demand print) goes before every job asked
   * for ahead of time, its account's and every other account's.
   */
  take(account: string, urgent?: boolean): Promise<() => void>;
  /** Jobs holding a slot, and jobs waiting for one. */
  load(): { running: number; waiting: number };
  /** Fails every job still waiting with {@link SlotsClosed}, and any taken later: the worker stops. */
  close(): void;
};

/** What a job waiting for a slot meets when the worker stops. */
export class SlotsClosed extends Error {
  constructor() {
    super('the render worker stopped before a slot was free');
    this.name = 'SlotsClosed';
  }
}

/**
 * `slots` Chromium slots shared between accounts (docs/render.md, "Fair
 * printing"). Waiting jobs are queued per account, and a free slot goes to the
 * accounts in turn (round robin), each account's own jobs in the order they
 * came. An account holds at most half the slots (rounded up) while another
 * account's job waits: it takes more only when nobody else is waiting, so one
 * account's flood fills idle slots but never keeps another's job from the
 * next slot that frees. Urgent jobs come first: while one waits, a free slot
 * goes only to the accounts that have one, by the same turns and shares, and
 * jobs asked for ahead of time wait until no urgent job does.
 */
export function fairSlots(slots: number): FairSlots {
  const share = Math.ceil(slots / 2);
  /** Waiting jobs per account (how to start or fail each); the Map's order is the turn order. */
  const queues = new Map<
    string,
    { start: () => void; fail: (error: Error) => void; urgent: boolean }[]
  >();
  let closed = false;
  const holding = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const held = (account: string) => holding.get(account) ?? 0;

  /**
   * The next account whose job may take a slot now, in turn order. An
   * account's urgent jobs head its queue, so while any account has one only
   * those accounts take turns.
   */
  function next(): string | undefined {
    const waitingAccounts = [...queues];
    const urgentWaits = waitingAccounts.some(([, queue]) => queue[0].urgent);
    const accounts = waitingAccounts
      .filter(([, queue]) => !urgentWaits || queue[0].urgent)
      .map(([account]) => account);
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
      const { start } = queue.shift()!;
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
    take(account, urgent = false) {
      return new Promise((resolve, reject) => {
        if (closed) {
          reject(new SlotsClosed());
          return;
        }
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
        const waiter = { start: () => resolve(release), fail: reject, urgent };
        const queue = queues.get(account);
        if (queue) {
          const firstNotUrgent = urgent ? queue.findIndex((other) => !other.urgent) : -1;
          queue.splice(firstNotUrgent < 0 ? queue.length : firstNotUrgent, 0, waiter);
        } else {
          queues.set(account, [waiter]);
        }
        waiting += 1;
        dispatch();
      });
    },
    load: () => ({ running, waiting }),
    close() {
      closed = true;
      for (const queue of queues.values()) {
        queue.forEach(({ fail }) => fail(new SlotsClosed()));
      }
      queues.clear();
      waiting = 0;
    },
  };
}
