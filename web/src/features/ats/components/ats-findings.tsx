import { Badge, Box, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';

import { type AtsReport, type Finding, type FindingStatus } from '../check-in-worker';
import { findingText, shownItems } from '../lib/finding-text';
import { atsMessages as messages, atsValueMessages as valueMessages } from '../lib/messages';

const groups: { status: FindingStatus; icon: typeof CircleCheck; palette: string }[] = [
  { status: 'fail', icon: CircleAlert, palette: 'red' },
  { status: 'warn', icon: TriangleAlert, palette: 'orange' },
  { status: 'pass', icon: CircleCheck, palette: 'green' },
];

/** The pages a finding concerns, each once, in order. */
function pagesOf(finding: Finding): number[] {
  return [...new Set((finding.places ?? []).map((place) => place.page))].sort((a, b) => a - b);
}

/** The findings grouped as to fix, worth a look and passed (docs/ats.md#the-ats-checker-page). */
export function AtsFindings({ report }: { report: AtsReport }) {
  const intl = useIntl();
  return (
    <Stack gap="8">
      {groups.map(({ status, icon, palette }) => {
        const findings = report.findings.filter((finding) => finding.status === status);
        if (findings.length === 0) {
          return null;
        }
        const headingId = `ats-group-${status}`;
        return (
          <Box as="section" key={status} aria-labelledby={headingId}>
            <HStack gap="2" mb="3">
              <Icon as={icon} boxSize="5" color={`${palette}.fg`} aria-hidden />
              <Heading as="h3" size="md" id={headingId}>
                {intl.formatMessage(messages[status])}
              </Heading>
              <Badge colorPalette={palette} variant="subtle" aria-hidden>
                {intl.formatNumber(findings.length)}
              </Badge>
            </HStack>
            <List.Root as="ul" listStyle="none" gap="2" ps="0">
              {findings.map((finding) => {
                const text = findingText(intl, finding, report.pages);
                const items = shownItems(finding);
                const pages = pagesOf(finding);
                return (
                  <List.Item
                    key={`${finding.id}-${finding.status}`}
                    borderWidth="1px"
                    borderColor="border.muted"
                    borderStartWidth="4px"
                    borderStartColor={`${palette}.solid`}
                    borderRadius="l2"
                    bg="bg.panel"
                    px="4"
                    py="3"
                    display="block"
                  >
                    <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
                      <Text fontWeight="semibold">{text.title}</Text>
                      {pages.length > 0 && (
                        <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                          {intl.formatList(
                            pages.map((page) =>
                              intl.formatMessage(valueMessages.page, {
                                page: intl.formatNumber(page),
                              }),
                            ),
                          )}
                        </Text>
                      )}
                    </HStack>
                    <Text textStyle="sm" color="fg.muted" mt="1">
                      {text.fix}
                    </Text>
                    {items.length > 0 && (
                      <Text textStyle="sm" mt="1" dir="auto" wordBreak="break-word">
                        {items.join(' · ')}
                      </Text>
                    )}
                  </List.Item>
                );
              })}
            </List.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
