import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { matchMessages as messages } from './match-messages';
import { type MatchResultProps } from './match-result';

let loading: Promise<ComponentType<MatchResultProps>> | undefined;

/** The result's code with wink-nlp and its model, fetched the first time a match is asked for. */
function loadResult(): Promise<ComponentType<MatchResultProps>> {
  loading ??= import('./match-result').then(
    (module) => module.MatchResult,
    (error: unknown) => {
      loading = undefined; // a later click tries again
      throw error;
    },
  );
  return loading;
}

export type JobMatchProps = {
  /** The posting as the Job form holds it now, saved or not. */
  posting: string;
  /** The company: its name is not a term. */
  company: string;
  /** The stored job is on its way: drawn at its place, the button not yet usable. */
  waiting?: boolean;
};

/**
 * The match of the job's posting against the resume (docs/web.md#the-job-section):
 * a button; the score and the terms missing (each with Add), only listed, and
 * present (each showing where) come with the match's code at the first click.
 */
export function JobMatch({ posting, company, waiting }: JobMatchProps) {
  const intl = useIntl();
  const headingId = useId();
  const [Result, setResult] = useState<ComponentType<MatchResultProps> | null>(null);
  const [asked, setAsked] = useState<MatchResultProps | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const loaded = await loadResult();
      setResult(() => loaded);
      setAsked({ posting, company });
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <Heading as="h3" id={headingId} textStyle="md" fontWeight="semibold">
        {intl.formatMessage(messages.title)}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {intl.formatMessage(messages.hint)}
      </Text>
      <Box>
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          disabled={waiting}
          onClick={() => void run()}
        >
          {intl.formatMessage(messages.run)}
        </Button>
      </Box>
      {loadFailed && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {intl.formatMessage(messages.loadFailed)}
        </Text>
      )}
      {Result && asked && <Result posting={asked.posting} company={asked.company} />}
    </Stack>
  );
}
