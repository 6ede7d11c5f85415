import {
  Alert,
  Box,
  Container,
  Grid,
  Heading,
  HStack,
  Icon,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

import { SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { LandingFooter } from '../../landing/components/landing-footer';
import { LandingHeader } from '../../landing/components/landing-header';
import { AtsFindings } from '../components/ats-findings';
import { AtsReadingFields } from '../components/ats-reading';
import { PdfDrop } from '../components/pdf-drop';
import { atsMessages as messages, atsValueMessages as valueMessages } from '../lib/messages';
import { type AtsProblem, useAtsCheck } from '../lib/use-ats-check';

/** "35 bytes", "12.5 kB" or "1.2 MB", in the reader's locale. */
function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) {
    return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  }
  const kilobytes = bytes / 1024;
  const [value, unit] = kilobytes < 1024 ? [kilobytes, 'kilobyte'] : [kilobytes / 1024, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

const problemMessages: Record<AtsProblem, (typeof valueMessages)[AtsProblem]> = {
  notPdf: valueMessages.notPdf,
  fileTooLarge: valueMessages.fileTooLarge,
  encrypted: valueMessages.encrypted,
  damaged: valueMessages.damaged,
  noText: valueMessages.noText,
  failed: valueMessages.failed,
};

/** A figure of the file: pages, words, size. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack
      as="div"
      gap="0"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l2"
      bg="bg.panel"
      px={{ base: '3', md: '4' }}
      py="3"
    >
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The public ATS checker at /ats-checker (docs/ats.md#the-ats-checker-page):
 * anyone drops a PDF resume and sees, checked in their own browser, what an
 * applicant tracking system reads from it and what to fix.
 */
export function AtsCheckerPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const { state, check } = useAtsCheck();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The results replace the prompt's place in the reading order: the focus goes to them.
    if (state.kind === 'done') {
      resultsHeading.current?.focus();
    }
  }, [state]);
  return (
    <Box minHeight="100vh" bg="bg">
      <SkipLink href="#main">{intl.formatMessage(messages.skip)}</SkipLink>
      <LandingHeader />
      <Container
        as="main"
        id="main"
        tabIndex={-1}
        outline="none"
        maxWidth="4xl"
        px={{ base: '4', md: '6' }}
        py={{ base: '8', md: '14' }}
      >
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {intl.formatMessage(messages.heading)}
            </Heading>
            <Text textStyle="lg" color="fg.muted">
              {intl.formatMessage(messages.lead)}
            </Text>
          </Stack>
          <HStack
            gap="3"
            alignItems="flex-start"
            borderRadius="l2"
            bg="green.subtle"
            color="green.fg"
            px="4"
            py="3"
          >
            <Icon as={ShieldCheck} boxSize="5" mt="0.5" flexShrink={0} aria-hidden />
            <Text fontWeight="medium">{intl.formatMessage(messages.privacy)}</Text>
          </HStack>
          <PdfDrop chosen={state.kind !== 'idle'} onFile={check} />
          <Box aria-live="polite">
            {state.kind === 'checking' && (
              <HStack gap="3" color="fg.muted">
                <Spinner size="sm" />
                <Text>{intl.formatMessage(valueMessages.checking, { name: state.name })}</Text>
              </HStack>
            )}
          </Box>
          {state.kind === 'refused' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{intl.formatMessage(messages.errorTitle)}</Alert.Title>
                <Alert.Description>
                  {intl.formatMessage(problemMessages[state.problem], { name: state.name })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {state.kind === 'done' && (
            <Stack gap="10" mt="4">
              <Stack as="section" aria-labelledby="ats-results" gap="5">
                <Heading
                  as="h2"
                  size="xl"
                  id="ats-results"
                  ref={resultsHeading}
                  tabIndex={-1}
                  outline="none"
                  wordBreak="break-word"
                >
                  {intl.formatMessage(valueMessages.results, { name: state.name })}
                </Heading>
                <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap={{ base: '2', md: '4' }}>
                  <Figure
                    label={intl.formatMessage(messages.pages)}
                    value={intl.formatNumber(state.report.pages)}
                  />
                  <Figure
                    label={intl.formatMessage(messages.words)}
                    value={intl.formatNumber(state.report.words)}
                  />
                  <Figure
                    label={intl.formatMessage(messages.fileSize)}
                    value={formatSize(intl, state.size)}
                  />
                </Grid>
                <AtsFindings report={state.report} />
              </Stack>
              <AtsReadingFields reading={state.report.reading} />
            </Stack>
          )}
        </Stack>
      </Container>
      <LandingFooter />
    </Box>
  );
}
