import { Box, HStack, LinkBox, LinkOverlay, Stack, VisuallyHidden } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { LastUpdated } from './last-updated';
import { LockOverlay } from './lock-overlay';
import { type ResumeAction, ResumeContextMenu, ResumeMoreMenu } from './resume-actions';
import { ResumePreview } from './resume-preview';

const messages = defineMessages({
  locked: { id: 'dashboard.resume.lockedSuffix', defaultMessage: '(locked)' },
});

export type ResumeCardProps = {
  resume: ResumeSummary;
  now: Date;
  onAction: (action: ResumeAction, resume: ResumeSummary) => void;
};

/** A resume in the grid: its first page, title and age; a click opens the builder. */
export function ResumeCard({ resume, now, onAction }: ResumeCardProps) {
  const intl = useIntl();
  return (
    <ResumeContextMenu resume={resume} onAction={onAction}>
      <LinkBox
        as="article"
        className="group"
        aria-label={resume.title}
        display="flex"
        flexDirection="column"
        gap="3"
        data-resume-id={resume.id}
      >
        <Box
          position="relative"
          aspectRatio={1 / 1.4142}
          borderRadius="lg"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
          boxShadow="xs"
          transition="box-shadow 0.15s, transform 0.15s"
          _groupHover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
          _groupFocusWithin={{ boxShadow: 'md' }}
        >
          <ResumePreview id={resume.id} title={resume.title} updatedAt={resume.updatedAt} />
          {resume.locked && <LockOverlay />}
        </Box>
        <HStack align="start" gap="2">
          <Stack gap="0.5" flex="1" minWidth="0">
            {/* The title takes its own direction: a long English title in Arabic is cut at its end. */}
            <LinkOverlay
              asChild
              dir="auto"
              textAlign="match-parent"
              fontWeight="medium"
              fontSize="sm"
              truncate
              focusRingColor="brand.focusRing"
            >
              <RouterLink to={`/builder/${resume.id}`}>
                {resume.title}
                {resume.locked && (
                  <VisuallyHidden> {intl.formatMessage(messages.locked)}</VisuallyHidden>
                )}
              </RouterLink>
            </LinkOverlay>
            <LastUpdated updatedAt={resume.updatedAt} now={now} />
          </Stack>
          <Box position="relative" zIndex="1">
            <ResumeMoreMenu resume={resume} onAction={onAction} />
          </Box>
        </HStack>
      </LinkBox>
    </ResumeContextMenu>
  );
}
