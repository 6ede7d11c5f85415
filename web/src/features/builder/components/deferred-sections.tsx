import { Box } from '@chakra-ui/react';
import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { PaneSection } from './pane-section';

/** A side pane section whose code loads when it is first needed. */
export type DeferredSection = {
  /** The section's anchor (`section-{id}`), as its own component draws it. */
  id: string;
  /** Its heading, drawn until the section itself is. */
  title: string;
  icon: ReactNode;
  load: () => Promise<ComponentType>;
};

/** How far below the pane's visible part a section starts loading, as a share of the pane's height. */
const ahead = '0px 0px 75% 0px';

/** Where the first section heading seen in the pane is, to keep it there while sections above it grow. */
type Anchor = { id: string; top: number };

function anchorOf(root: HTMLElement): Anchor | null {
  const view = root.getBoundingClientRect();
  const sections = [...root.querySelectorAll<HTMLElement>('section[id^="section-"]')];
  const boxes = sections.map((section) => ({
    id: section.id,
    box: section.getBoundingClientRect(),
  }));
  // The first section starting on screen; else the one the screen is inside of.
  const seen =
    boxes.find(({ box }) => box.top >= view.top && box.top < view.bottom) ??
    boxes.find(({ box }) => box.bottom > view.top);
  return seen ? { id: seen.id, top: seen.box.top - view.top } : null;
}

/**
 * Sections of a side pane drawn only as they come near the screen
 * (docs/performance.md#the-builders-side-panes). Until then each is its heading
 * alone, so the pane keeps its outline and the rail its anchors. They are drawn
 * in order, a prefix at a time: their code is loaded first, then they are drawn
 * in one go, and the section the person sees is kept where it was on the screen
 * however the sections above it grew. The keyboard entering the pane draws
 * them all (tabbing through it meets every control), and `reveal` draws every
 * section up to one and resolves once it is on the page: the rail waits for it
 * before scrolling there.
 */
export function useDeferredSections(
  sections: DeferredSection[],
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const [drawn, setDrawn] = useState<ComponentType[]>([]);
  const asked = useRef(0);
  const anchor = useRef<Anchor | null>(null);

  const draw = useCallback(
    async (count: number) => {
      const wanted = Math.min(count, sections.length);
      if (wanted <= asked.current) {
        return;
      }
      asked.current = wanted;
      const components = await Promise.all(
        sections.slice(0, wanted).map((section) => section.load()),
      );
      const root = scrollRef.current;
      anchor.current = root ? anchorOf(root) : null;
      setDrawn((current) => (components.length > current.length ? components : current));
    },
    [sections, scrollRef],
  );

  // Drawn: the section that was first on screen goes back to where it was.
  useLayoutEffect(() => {
    const root = scrollRef.current;
    const kept = anchor.current;
    anchor.current = null;
    const section = kept && root?.querySelector<HTMLElement>(`[id="${kept.id}"]`);
    if (root && kept && section) {
      root.scrollTop +=
        section.getBoundingClientRect().top - root.getBoundingClientRect().top - kept.top;
    }
  }, [drawn, scrollRef]);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root || drawn.length >= sections.length) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      void draw(sections.length);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) =>
            sections.findIndex((section) => entry.target.id === `section-${section.id}`),
          );
        if (near.length > 0) {
          void draw(Math.max(...near) + 1);
        }
      },
      { root, rootMargin: ahead },
    );
    root.querySelectorAll('[data-pending]').forEach((element) => observer.observe(element));
    const drawAll = () => void draw(sections.length);
    root.addEventListener('focusin', drawAll);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', drawAll);
    };
  }, [drawn, draw, sections, scrollRef]);

  const reveal = useCallback(
    async (id: string) => {
      const index = sections.findIndex((section) => section.id === id);
      if (index < 0) {
        return;
      }
      await draw(index + 1);
      await whenDrawn(
        scrollRef,
        sections.slice(0, index + 1).map((section) => section.id),
      );
    },
    [sections, draw, scrollRef],
  );

  const content = sections.map((section, index) => {
    const Section = drawn[index];
    return Section ? (
      <Section key={section.id} />
    ) : (
      <PendingSection key={section.id} section={section} />
    );
  });

  return { content, reveal };
}

/** A section's heading alone, standing in until the section is drawn. */
export function PendingSection({
  section,
}: {
  section: Pick<DeferredSection, 'id' | 'title' | 'icon'>;
}) {
  return (
    <PaneSection id={section.id} title={section.title} icon={section.icon} pending>
      <Box minHeight="40" borderRadius="l2" bg="bg.subtle" />
    </PaneSection>
  );
}

/**
 * Resolves once every one of the sections is drawn (not pending) in the pane, or
 * after ten seconds (a chunk that never came: the rail then scrolls to the heading).
 */
function whenDrawn(scrollRef: RefObject<HTMLDivElement | null>, ids: string[]): Promise<void> {
  const until = performance.now() + 10_000;
  return new Promise((resolve) => {
    const check = () => {
      const root = scrollRef.current;
      const done = ids.every((id) => {
        const element = root?.querySelector(`[id="section-${id}"]`);
        return element && !element.hasAttribute('data-pending');
      });
      if (done || performance.now() > until) {
        resolve();
        return;
      }
      requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * How many of `total` sections to draw: none on the first draw, then `step`
 * more in each following task, as a transition the browser may interrupt,
 * until all are drawn; from then on all of them, however many there become. So
 * the builder's first draw is its top alone and no single task draws the whole
 * pane (docs/performance.md#the-builders-side-panes).
 */
export function useDrawnInTurn(total: number, step = 2): number {
  const [drawn, setDrawn] = useState(0);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) {
      return;
    }
    if (drawn >= total) {
      setDone(true);
      return;
    }
    const timer = setTimeout(
      () => startTransition(() => setDrawn((count) => Math.min(total, count + step))),
      0,
    );
    return () => clearTimeout(timer);
  }, [drawn, total, step, done]);
  return done ? total : drawn;
}
