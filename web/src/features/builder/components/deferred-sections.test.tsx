import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';

import { fillInJsdom, renderInBuilder } from '../../../../test/builder/render-in-builder';
import { type DeferredSection, useDeferredSections, useDrawnInTurn } from './deferred-sections';

beforeAll(fillInJsdom);

/** An IntersectionObserver the test drives: `near(id)` says a section came near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static near(id: string) {
    for (const observer of FakeObserver.all) {
      const target = [...observer.targets].find((element) => element.id === `section-${id}`);
      if (target) {
        observer.callback(
          [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    }
  }
}

function tool(id: string): DeferredSection {
  return {
    id,
    title: `Tool ${id}`,
    icon: null,
    load: () =>
      Promise.resolve(function Tool() {
        return (
          <section id={`section-${id}`}>
            <button type="button">Control of {id}</button>
          </section>
        );
      }),
  };
}

const tools = ['a', 'b', 'c', 'd'].map(tool);

function Pane({ onReveal }: { onReveal?: (reveal: (id: string) => Promise<void>) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { content, reveal } = useDeferredSections(tools, scrollRef);
  onReveal?.(reveal);
  return <div ref={scrollRef}>{content}</div>;
}

const control = (id: string) => screen.queryByRole('button', { name: `Control of ${id}` });

describe('side pane sections drawn as they come near', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows only headings at first, then every section up to the one that came near', async () => {
    renderInBuilder(<Pane />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Tool a',
      'Tool b',
      'Tool c',
      'Tool d',
    ]);
    expect(control('a')).toBeNull();
    act(() => FakeObserver.near('b'));
    await waitFor(() => expect(control('b')).not.toBeNull());
    expect(control('a')).not.toBeNull();
    expect(control('c')).toBeNull();
  });

  it('draws them all when the keyboard enters the pane', async () => {
    renderInBuilder(<Pane />);
    fireEvent.focusIn(screen.getByRole('heading', { name: 'Tool a' }));
    await waitFor(() => expect(control('d')).not.toBeNull());
  });

  it('reveals a section for the rail: resolved once it and those above it are drawn', async () => {
    let reveal: ((id: string) => Promise<void>) | undefined;
    renderInBuilder(<Pane onReveal={(given) => (reveal = given)} />);
    let revealed: Promise<void> | undefined;
    act(() => {
      revealed = reveal!('c');
    });
    await waitFor(() => expect(control('c')).not.toBeNull());
    // Resolved once drawn (it gives up only after ten seconds, past this test's time).
    await revealed;
    expect(control('a')).not.toBeNull();
    expect(control('d')).toBeNull();
  });
});

function Counted({ total }: { total: number }) {
  return <p>{useDrawnInTurn(total)}</p>;
}

describe('sections drawn in turn', () => {
  it('draws none at first, then two more a task until all, and all of them after', async () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<Counted total={5} />);
      expect(screen.getByText('0')).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('2')).toBeTruthy();
      for (let task = 0; task < 5; task += 1) {
        await act(() => jest.advanceTimersByTimeAsync(10));
      }
      expect(screen.getByText('5')).toBeTruthy();
      rerender(<Counted total={6} />);
      expect(screen.getByText('6')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
