import { Box, Flex, Heading } from '@chakra-ui/react';
import { type ReactNode } from 'react';

export type PaneSectionProps = {
  /** The anchor the pane's rail scrolls to (`section-{id}` in the page). */
  id: string;
  title: string;
  icon: ReactNode;
  /** Buttons beside the heading (a section's menu, a switch). */
  actions?: ReactNode;
  children: ReactNode;
  /** Drawn as its heading alone while its code loads (see deferred-sections.tsx). */
  pending?: boolean;
};

/**
 * One block of a side pane (Basics, Experience, Template, Theme …): an h2 with
 * its icon, optional actions on the right, then the content. Both panes'
 * rails jump to these by id.
 */
export function PaneSection({ id, title, icon, actions, children, pending }: PaneSectionProps) {
  const headingId = `section-${id}-heading`;
  return (
    <Box
      as="section"
      id={`section-${id}`}
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      data-pending={pending ? '' : undefined}
      scrollMarginTop="4"
      py="5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex align="center" gap="3" mb="4" minHeight="8">
        <Box color="fg.muted" display="inline-flex" aria-hidden>
          {icon}
        </Box>
        <Heading as="h2" id={headingId} size="lg" flex="1" minWidth="0" truncate>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
