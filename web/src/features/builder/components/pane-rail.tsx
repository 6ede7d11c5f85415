import { Box, IconButton, Portal, Stack, Tooltip, useLocaleContext } from '@chakra-ui/react';
import { type LucideIcon } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Below this width (a side pane dragged to its 48 px minimum) only the rail shows. */
const narrowWidth = 120;

/** A rail button: the section it jumps to (`#section-{id}`), its name and icon. */
export type RailEntry = { id: string; label: string; icon: LucideIcon };

/**
 * What both side panes share: whether the pane is narrow (followed as it is
 * resized), the scrolling column, and `select`, which scrolls a section into
 * view and puts the keyboard on its heading.
 */
export function usePaneNavigation() {
  const ref = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        setNarrow(entry.contentRect.width < narrowWidth);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const select = useCallback((id: string) => {
    const section = scrollRef.current?.querySelector<HTMLElement>(`[id="section-${id}"]`);
    if (!section) {
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // The keyboard follows the eye: focus lands on the section's heading.
    const heading = section.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, []);

  return { ref, scrollRef, narrow, select };
}

export type PaneRailProps = {
  /** The rail's accessible name. */
  label: string;
  entries: RailEntry[];
  /** The pane's outer edge, where the rail sits: start (left pane) or end (right pane). */
  edge: 'start' | 'end';
  narrow: boolean;
  onSelect: (id: string) => void;
};

/** The slim rail of icon buttons on a side pane's outer edge. */
export function PaneRail({ label, entries, edge, narrow, onSelect }: PaneRailProps) {
  const border = narrow ? 0 : '1px';
  // A tooltip opens towards the pane's content, away from the screen's edge. The
  // positioner's sides are physical, so right to left the start edge is the right.
  const { dir } = useLocaleContext();
  const towardsContent = (edge === 'start') === (dir === 'ltr') ? 'right' : 'left';
  return (
    <Stack
      as="nav"
      aria-label={label}
      gap="1"
      align="center"
      flexShrink={0}
      width="12"
      py="3"
      borderEndWidth={edge === 'start' ? border : undefined}
      borderStartWidth={edge === 'end' ? border : undefined}
      overflowY="auto"
      bg="bg.subtle"
      mx={narrow ? 'auto' : undefined}
    >
      {entries.map(({ id, label: name, icon: Icon }) => (
        <Tooltip.Root
          key={id}
          openDelay={300}
          closeDelay={0}
          positioning={{ placement: towardsContent }}
        >
          <Tooltip.Trigger asChild>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={name}
              color="fg.muted"
              flexShrink={0}
              _hover={{ color: 'fg', bg: 'bg.muted' }}
              onClick={() => onSelect(id)}
            >
              <Icon aria-hidden />
            </IconButton>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{name}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ))}
    </Stack>
  );
}

export type PaneColumnProps = {
  scrollRef: RefObject<HTMLDivElement | null>;
  narrow: boolean;
  children: ReactNode;
};

/** A side pane's scrolling column of sections, hidden when the pane is narrow. */
export function PaneColumn({ scrollRef, narrow, children }: PaneColumnProps) {
  return (
    <Box
      ref={scrollRef}
      flex="1"
      minWidth="0"
      overflowY="auto"
      overscrollBehavior="contain"
      px={{ base: '4', md: '5' }}
      pb="16"
      display={narrow ? 'none' : 'block'}
      css={{ '& h2[tabindex="-1"]:focus': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}
