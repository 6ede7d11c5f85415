import { Badge, Box, HStack, LinkBox, Stack } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { JobLine } from './job-line';
import { LastUpdated } from './last-updated';
import { LockOverlay } from './lock-overlay';
import { ResumeContextMenu } from './resume-actions';
import { type ResumeItemProps, ResumeMenuButton, ResumeTitleLink } from './resume-item';
import { ResumePreview } from './resume-preview';

const messages = defineMessages({
  locked: { id: 'dashboard.resume.lockedBadge', defaultMessage: 'Locked' },
});

export type ResumeRowProps = ResumeItemProps;

/** A resume in the list: a thumbnail, its title and age, and its menu. */
export function ResumeRow({ resume, now, onAction }: ResumeRowProps) {
  const intl = useIntl();
  return (
    <ResumeContextMenu resume={resume} onAction={onAction}>
      <LinkBox
        as="li"
        aria-label={resume.title}
        display="flex"
        alignItems="center"
        gap="4"
        paddingX="3"
        paddingY="2.5"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="border"
        bg="bg"
        transition="background 0.15s"
        _hover={{ bg: 'bg.subtle' }}
        data-resume-id={resume.id}
      >
        <Box
          position="relative"
          width="10"
          aspectRatio={1 / 1.4142}
          flexShrink={0}
          borderRadius="sm"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
        >
          <ResumePreview id={resume.id} title={resume.title} updatedAt={resume.updatedAt} small />
          {resume.locked && <LockOverlay small />}
        </Box>
        <Stack gap="0.5" flex="1" minWidth="0">
          <HStack gap="2" minWidth="0">
            <ResumeTitleLink resume={resume} />
            {resume.locked && (
              <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink={0}>
                <Lock size={12} aria-hidden />
                {intl.formatMessage(messages.locked)}
              </Badge>
            )}
          </HStack>
          <JobLine job={resume.job} fontSize="sm" />
          <LastUpdated updatedAt={resume.updatedAt} now={now} fontSize="sm" />
        </Stack>
        <ResumeMenuButton resume={resume} onAction={onAction} />
      </LinkBox>
    </ResumeContextMenu>
  );
}
