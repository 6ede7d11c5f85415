import { Box, LinkOverlay, type LinkOverlayProps } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { type ResumeAction } from './resume-actions';

/** What a resume in the grid (ResumeCard) or the list (ResumeRow) is drawn from. */
export type ResumeItemProps = {
  resume: ResumeSummary;
  now: Date;
  onAction: (action: ResumeAction, resume: ResumeSummary) => void;
};

/** Props of {@link ResumeTitleLink}. */
export type ResumeTitleLinkProps = {
  /** A resume, or a letter (docs/product.md#letter-list). */
  resume: Pick<ResumeSummary, 'id' | 'title'>;
  /** Where the link goes: the resume's builder unless told. */
  to?: string;
  fontSize?: LinkOverlayProps['fontSize'];
  /** What follows the title inside the link. */
  children?: ReactNode;
};

/**
 * The resume's title, a link to the builder that covers the whole card or row.
 * The title takes its own direction: a long English title in Arabic is cut at its end.
 */
export function ResumeTitleLink({ resume, to, fontSize, children }: ResumeTitleLinkProps) {
  return (
    <LinkOverlay
      asChild
      dir="auto"
      textAlign="match-parent"
      fontWeight="medium"
      fontSize={fontSize}
      truncate
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={to ?? `/builder/${resume.id}`}>
        {resume.title}
        {children}
      </RouterLink>
    </LinkOverlay>
  );
}

/** Lifts a tile's "more" menu above the link that covers the card or row. */
export function AboveTileLink({ children }: { children: ReactNode }) {
  return (
    <Box position="relative" zIndex="1">
      {children}
    </Box>
  );
}
