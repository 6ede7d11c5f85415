import { Box, HStack, LinkBox, Stack, VisuallyHidden } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

import { JobLine } from './job-line';
import { LastUpdated } from './last-updated';
import { LockOverlay } from './lock-overlay';
import { ResumeContextMenu } from './resume-actions';
import { type ResumeItemProps, ResumeMenuButton, ResumeTitleLink } from './resume-item';
import { ResumePreview } from './resume-preview';

const messages = defineMessages({
  locked: { id: 'dashboard.resume.lockedSuffix', defaultMessage: '(locked)' },
});

export type ResumeCardProps = ResumeItemProps;

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
            <ResumeTitleLink resume={resume} fontSize="sm">
              {resume.locked && (
                <VisuallyHidden> {intl.formatMessage(messages.locked)}</VisuallyHidden>
              )}
            </ResumeTitleLink>
            <JobLine job={resume.job} />
            <LastUpdated updatedAt={resume.updatedAt} now={now} />
          </Stack>
          <ResumeMenuButton resume={resume} onAction={onAction} />
        </HStack>
      </LinkBox>
    </ResumeContextMenu>
  );
}
