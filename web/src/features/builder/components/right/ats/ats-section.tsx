import { Alert, Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { ScanSearch } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { PaneSection } from '../../pane-section';
import { AtsFindings, statusLook } from './ats-findings';
import { atsMessages as messages } from './ats-messages';
import { AtsReading } from './ats-reading';
import { useAtsCheck } from './use-ats-check';

/**
 * How long the section must stay on screen before it is checked: the rail's
 * jump to a tool further down scrolls past it, and a check begun then would
 * print, load pdf.js and grow the pane above the tool the person asked for.
 */
export const atsLookMs = 500;

/**
 * Whether the element has been on screen for {@link atsLookMs}: the pane draws
 * the sections above one it scrolls to, and a check (a print, pdf.js) is for
 * the person who looks.
 */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) {
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      const onScreen = entries.some((entry) => entry.isIntersecting);
      if (onScreen && timer === undefined) {
        timer = setTimeout(() => setSeen(true), atsLookMs);
      } else if (!onScreen && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, seen]);
  return seen;
}

/**
 * The ATS check (docs/ats.md#in-the-builder): the resume's current PDF read
 * as an applicant tracking system reads it, in a Web Worker, again after each
 * quiet spell of edits; the findings with their fixes, marked on the preview,
 * and what a parser recovers beside what was typed.
 */
export function AtsSection() {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const { result, running, problem, retry } = useAtsCheck(useSeen(box));
  const counts = { fail: 0, warn: 0, pass: 0 };
  for (const finding of result?.report.findings ?? []) {
    counts[finding.status] += 1;
  }

  return (
    <PaneSection
      id="ats"
      title={intl.formatMessage(messages.title)}
      icon={<ScanSearch size={18} />}
    >
      <Stack gap="4" ref={box}>
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(messages.intro)}
          </Text>
          {/* A line kept for the status, so the findings do not move when a check starts. */}
          <Box role="status" aria-live="polite" minHeight="5">
            {running && (
              <HStack gap="2" textStyle="sm" color="fg.muted">
                <Spinner size="xs" />
                <Text>{intl.formatMessage(result ? messages.rechecking : messages.checking)}</Text>
              </HStack>
            )}
          </Box>
        </Stack>
        {problem && !running && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Description>
                {intl.formatMessage(problem === 'noText' ? messages.noText : messages.failed)}
              </Alert.Description>
              <Box>
                <Button size="xs" variant="outline" onClick={retry}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        )}
        {result && (
          <>
            <SimpleGrid as="dl" columns={3} gap="2" aria-busy={running || undefined}>
              {(
                [
                  ['fail', messages.fails],
                  ['warn', messages.warnings],
                  ['pass', messages.passes],
                ] as const
              ).map(([status, label]) => (
                <Stack
                  key={status}
                  gap="0"
                  borderWidth="1px"
                  borderRadius="l2"
                  px="3"
                  py="2"
                  data-status={status}
                >
                  <Text as="dt" textStyle="xs" color="fg.muted" order={1}>
                    {intl.formatMessage(label)}
                  </Text>
                  <HStack as="dd" gap="1.5">
                    <Box
                      as="span"
                      display="inline-flex"
                      color={statusLook[status].color}
                      aria-hidden
                    >
                      {statusLook[status].icon}
                    </Box>
                    <Text as="span" textStyle="xl" fontWeight="semibold">
                      {counts[status]}
                    </Text>
                  </HStack>
                </Stack>
              ))}
            </SimpleGrid>
            <AtsFindings report={result.report} />
            <AtsReading comparison={result.comparison} />
          </>
        )}
      </Stack>
    </PaneSection>
  );
}
