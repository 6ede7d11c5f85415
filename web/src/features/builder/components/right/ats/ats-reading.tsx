import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type FieldComparison, type FieldStatus } from '@vitae/ats';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { atsMessages as messages, atsValueMessages } from './ats-messages';

const statusBadge: Record<FieldStatus, { label: MessageDescriptor; palette: string }> = {
  found: { label: messages.found, palette: 'green' },
  changed: { label: messages.changed, palette: 'orange' },
  lost: { label: messages.lost, palette: 'red' },
};

/** The words for a compared field: "jobs[0].company" is a Company. */
function fieldLabel(field: string): MessageDescriptor {
  const last = field.replace(/\[\d+\]/gu, '').split('.');
  const [area, part] = [last[0], last[1]];
  switch (area) {
    case 'name':
      return messages.name;
    case 'email':
      return messages.email;
    case 'phone':
      return messages.phone;
    case 'links':
      return messages.link;
    case 'skills':
      return messages.skill;
    case 'jobs':
      return part === 'title'
        ? messages.jobTitle
        : part === 'dates'
          ? messages.dates
          : messages.company;
    case 'schools':
      return part === 'dates' ? messages.dates : messages.school;
    default:
      return messages.name;
  }
}

/**
 * "What an ATS reads" (docs/ats.md#what-an-ats-reads): each field the person
 * typed beside what the parser recovered, losses first and marked.
 */
export function AtsReading({ comparison }: { comparison: FieldComparison[] }) {
  const intl = useIntl();
  const rank: Record<FieldStatus, number> = { lost: 0, changed: 1, found: 2 };
  const rows = [...comparison].sort((a, b) => rank[a.status] - rank[b.status]);
  const lost = comparison.filter((row) => row.status === 'lost').length;
  return (
    <Stack gap="3" as="section" aria-labelledby="ats-reading-heading">
      <Heading as="h3" id="ats-reading-heading" size="sm">
        {intl.formatMessage(messages.readingTitle)}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {intl.formatMessage(messages.readingIntro)}
      </Text>
      <Text textStyle="sm" fontWeight="medium" color={lost > 0 ? 'fg.error' : undefined}>
        {intl.formatMessage(atsValueMessages.lostCount, { lost, total: comparison.length })}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map((row) => {
          const badge = statusBadge[row.status];
          return (
            <Box
              as="li"
              key={row.field}
              data-status={row.status}
              borderWidth="1px"
              borderColor={row.status === 'lost' ? 'border.error' : 'border'}
              borderRadius="l2"
              px="3"
              py="2"
            >
              <HStack justify="space-between" gap="2" mb="1">
                <Text textStyle="xs" fontWeight="semibold">
                  {intl.formatMessage(fieldLabel(row.field))}
                </Text>
                <Badge colorPalette={badge.palette} size="sm">
                  {intl.formatMessage(badge.label)}
                </Badge>
              </HStack>
              <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
                {intl.formatMessage(atsValueMessages.typed, { value: row.typed })}
              </Text>
              {row.status !== 'found' && (
                <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
                  {intl.formatMessage(atsValueMessages.read, { value: row.read || '—' })}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
