// The order `make test` hands test files to jest's two workers
// (docs/testing.md#the-whole-run). The browser files are most of the run's
// time and each drives a Chromium and an app of its own, so the queue keeps
// about one of them running beside the other projects' files rather than
// two at once: browser files longest first, and between them other files
// whose time adds up to about the browser file's. Once the other files are
// spent, the last browser files run two at a time.
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds a file of each kind takes on average, when jest has no time of its own for it. */
const averageSeconds = { browser: 60, other: 5 };

const isBrowser = (test) => test.context.config.displayName?.name === 'browser';

class BrowserBesideOthers extends Sequencer {
  sort(tests) {
    // The default order first: failed last time, then longest (jest's cache), then largest.
    const sorted = super.sort([...tests]);
    const browser = sorted.filter(isBrowser);
    const others = sorted.filter((test) => !isBrowser(test));
    const estimate = estimator(sorted);

    const queue = [];
    let browserSeconds = 0;
    let otherSeconds = 0;
    for (const test of browser) {
      queue.push(test);
      browserSeconds += estimate(test);
      while (others.length > 0 && otherSeconds < browserSeconds) {
        const next = others.shift();
        queue.push(next);
        otherSeconds += estimate(next);
      }
    }
    return [...queue, ...others];
  }
}

/** A file's expected seconds: its last time when jest kept one, else its size against its kind's average. */
function estimator(tests) {
  const size = (test) => test.context.hasteFS.getSize(test.path) ?? 1;
  const meanSize = {};
  for (const kind of ['browser', 'other']) {
    const sizes = tests.filter((test) => isBrowser(test) === (kind === 'browser')).map(size);
    meanSize[kind] = sizes.length > 0 ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 1;
  }
  return (test) => {
    if (test.duration != null) {
      return test.duration / 1000;
    }
    const kind = isBrowser(test) ? 'browser' : 'other';
    return (averageSeconds[kind] * size(test)) / meanSize[kind];
  };
}

module.exports = BrowserBesideOthers;
