import { Box, Button, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type AtsReport, type Finding, type FindingPlace, type FindingStatus } from '@vitae/ats';
import { ChevronDown, CircleAlert, CircleCheck, CircleX, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { findingText, shownItems } from '../../../../ats/lib/finding-text';
import { atsMessages as messages, atsValueMessages } from './ats-messages';
import { highlightInPreview } from './preview-highlight';

const order: Record<FindingStatus, number> = { fail: 0, warn: 1, pass: 2 };

/** Each status's icon, colour and the word a screen reader says for it. */
export const statusLook: Record<
  FindingStatus,
  { icon: ReactNode; color: string; label: keyof typeof messages }
> = {
  fail: { icon: <CircleX size={18} />, color: 'fg.error', label: 'fail' },
  warn: { icon: <CircleAlert size={18} />, color: 'fg.warning', label: 'warn' },
  pass: { icon: <CircleCheck size={18} />, color: 'fg.success', label: 'passes' },
};

/** One place of a finding per page: a page's first point is where the mark goes. */
function pagesOf(places: FindingPlace[] = []): FindingPlace[] {
  const seen = new Map<number, FindingPlace>();
  for (const place of places) {
    if (!seen.has(place.page)) {
      seen.set(place.page, place);
    }
  }
  return [...seen.values()];
}

/**
 * The findings, problems first, each a disclosure button: its title, and open, the
 * fix, what it concerns and a button per page it is on. Opening a finding
 * with a place marks the place on the preview; closing it clears the mark
 * (docs/ats.md#in-the-builder).
 */
export function AtsFindings({ report }: { report: AtsReport }) {
  const intl = useIntl();
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const sorted = [...report.findings].sort((a, b) => order[a.status] - order[b.status]);
  useEffect(() => () => highlightInPreview(null), []);

  const toggle = (finding: Finding) => {
    const opening = open !== finding.id;
    setOpen(opening ? finding.id : null);
    highlightInPreview(opening ? (pagesOf(finding.places)[0] ?? null) : null);
  };

  return (
    <Box as="ul" listStyleType="none" borderTopWidth="1px">
      {sorted.map((finding, index) => {
        const look = statusLook[finding.status];
        const pages = pagesOf(finding.places);
        const text = findingText(intl, finding, report.pages);
        const items = shownItems(finding);
        const expanded = open === finding.id;
        const panelId = `${baseId}-${index}`;
        return (
          <Box as="li" key={`${finding.id}-${finding.status}`} borderBottomWidth="1px">
            <chakra.button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(finding)}
              // Holds the status read out below: an absolute box outside any positioned one would stretch the page.
              position="relative"
              display="flex"
              width="full"
              gap="2.5"
              alignItems="start"
              py="2.5"
              cursor="pointer"
              textAlign="start"
              borderRadius="l1"
              _hover={{ bg: 'bg.subtle' }}
              outline="none"
              _focusVisible={{
                outlineWidth: '2px',
                outlineStyle: 'solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '-2px',
              }}
            >
              <Box as="span" color={look.color} display="inline-flex" mt="0.5" aria-hidden>
                {look.icon}
              </Box>
              <VisuallyHidden>
                {intl.formatMessage(atsValueMessages.status, {
                  status: intl.formatMessage(messages[look.label]),
                })}
              </VisuallyHidden>
              <Text as="span" flex="1" textStyle="sm" fontWeight="medium">
                {text.title}
              </Text>
              <Box
                as="span"
                display="inline-flex"
                mt="0.5"
                color="fg.muted"
                transform={expanded ? 'rotate(180deg)' : undefined}
                aria-hidden
              >
                <ChevronDown size={16} />
              </Box>
            </chakra.button>
            <Stack id={panelId} hidden={!expanded} gap="2" pb="3" ps="7">
              <Text textStyle="sm" color="fg.muted">
                {text.fix}
              </Text>
              {items.length > 0 && (
                <Box as="ul" ps="4" listStyleType="disc" textStyle="xs" color="fg.muted">
                  {items.slice(0, 6).map((item) => (
                    <li key={item} dir="auto">
                      {item}
                    </li>
                  ))}
                </Box>
              )}
              {pages.length > 0 && (
                <HStack gap="2" wrap="wrap">
                  {pages.map((place) => (
                    <Button
                      key={place.page}
                      size="xs"
                      variant="outline"
                      onClick={() => highlightInPreview(place)}
                    >
                      <MapPin size={14} aria-hidden />
                      {intl.formatMessage(atsValueMessages.showPage, { page: place.page })}
                    </Button>
                  ))}
                </HStack>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
