import { Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { type AtsReading } from '../check-in-worker';
import { atsMessages as messages } from '../lib/messages';

/** One field as the parser read it, or "Not found". */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="medium" color="fg.muted" textStyle="sm" pt="0.5">
        {label}
      </Text>
      <Box as="dd" minWidth="0" wordBreak="break-word">
        {children}
      </Box>
    </>
  );
}

/** A list of the entries read, each on its lines, or "Not found" when there is none. */
function Entries({ lines }: { lines: string[][] }) {
  const intl = useIntl();
  if (lines.length === 0) {
    return <Text color="fg.subtle">{intl.formatMessage(messages.notFound)}</Text>;
  }
  return (
    <List.Root as="ul" listStyle="none" ps="0" gap="2">
      {lines.map((entry, index) => (
        <List.Item key={index} display="block">
          {entry
            .filter((line) => line !== '')
            .map((line, lineIndex) => (
              <Text
                key={lineIndex}
                dir="auto"
                fontWeight={lineIndex === 0 ? 'medium' : undefined}
                color={lineIndex === 0 ? undefined : 'fg.muted'}
                textStyle={lineIndex === 0 ? undefined : 'sm'}
              >
                {line}
              </Text>
            ))}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** "What an ATS reads": the fields a parser recovered from the file (docs/ats.md#what-an-ats-reads). */
export function AtsReadingFields({ reading }: { reading: AtsReading }) {
  const intl = useIntl();
  const single = (value: string) =>
    value ? (
      <Text dir="auto">{value}</Text>
    ) : (
      <Text color="fg.subtle">{intl.formatMessage(messages.notFound)}</Text>
    );
  return (
    <Stack as="section" aria-labelledby="ats-reading" gap="3">
      <Heading as="h2" size="xl" id="ats-reading">
        {intl.formatMessage(messages.reading)}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(messages.readingLead)}</Text>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: '9rem 1fr' }}
        columnGap="6"
        rowGap={{ base: '1', sm: '4' }}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="l3"
        bg="bg.panel"
        p={{ base: '4', md: '6' }}
        css={{ '& dd': { marginBottom: { base: '3', sm: '0' } } }}
      >
        <Field label={intl.formatMessage(messages.name)}>{single(reading.name)}</Field>
        <Field label={intl.formatMessage(messages.email)}>{single(reading.email)}</Field>
        <Field label={intl.formatMessage(messages.phone)}>{single(reading.phone)}</Field>
        <Field label={intl.formatMessage(messages.links)}>
          <Entries lines={reading.links.map((link) => [link])} />
        </Field>
        <Field label={intl.formatMessage(messages.experience)}>
          <Entries lines={reading.jobs.map((job) => [job.title, job.company, job.dates])} />
        </Field>
        <Field label={intl.formatMessage(messages.education)}>
          <Entries
            lines={reading.schools.map((school) => [school.school, school.degree, school.dates])}
          />
        </Field>
        <Field label={intl.formatMessage(messages.skills)}>
          {reading.skills.length === 0 ? (
            single('')
          ) : (
            <Text dir="auto">{intl.formatList(reading.skills)}</Text>
          )}
        </Field>
      </Grid>
    </Stack>
  );
}
