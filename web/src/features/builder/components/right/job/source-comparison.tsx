import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import {
  type ResumePartChange,
  type ResumeSourceComparisonQuery,
} from '../../../../../lib/graphql/generated/graphql';
import { ConfirmDialog } from '../../../../../ui/confirm-dialog';
import { toaster } from '../../../../../ui/toaster';
import { useReadOnly } from '../../../hooks/builder-context';
import { useSourceComparison } from '../../../hooks/use-source-comparison';
import { basicsMessages } from '../../left/basics/basics-messages';
import { jobMessages as messages, jobValueMessages } from './job-messages';

/** Each state's badge colour: what can be taken stands out. */
const palette: Record<ResumePartChange, string> = {
  same: 'gray',
  copy: 'blue',
  source: 'orange',
  both: 'red',
};

type Part = NonNullable<ResumeSourceComparisonQuery['resumeSourceComparison']>['parts'][number];

export type SourceComparisonProps = { resumeId: string };

/**
 * A copy's parts against its source (docs/resume.md#tailored-copies): each
 * with its state, and Take from source where the source changed (asked first
 * when the copy changed the part too: its edits there are replaced).
 */
export function SourceComparison({ resumeId }: SourceComparisonProps) {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const showServerError = useServerErrorToast();
  const { comparison, loading, error, take, taking } = useSourceComparison(resumeId, false);
  const [asking, setAsking] = useState<Part | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const nameOf = (part: Part) =>
    part.key === 'basics' ? intl.formatMessage(basicsMessages.title) : part.name;

  const takePart = async (part: Part) => {
    setBusyKey(part.key);
    try {
      await take([part.key]);
      setAsking(null);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(jobValueMessages.taken, { part: nameOf(part) }),
      });
    } catch (failure) {
      showServerError(asApiError(failure));
    } finally {
      setBusyKey(null);
    }
  };

  if (loading) {
    return <Skeleton height="24" />;
  }
  if (error || !comparison) {
    return error ? (
      <Text color="fg.error" textStyle="sm">
        {intl.formatMessage(messages.comparisonFailed)}
      </Text>
    ) : null;
  }
  const { source, parts } = comparison;

  return (
    <Stack gap="3" borderTopWidth="1px" paddingTop="4">
      {source ? (
        <>
          <Heading as="h3" size="sm" dir="auto" textAlign="start">
            {intl.formatMessage(jobValueMessages.sourceTitle, { title: source.title })}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {intl.formatMessage(messages.sourceHint)}
          </Text>
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2">
            {parts.map((part) => {
              const takeable = part.change === 'source' || part.change === 'both';
              return (
                <HStack
                  as="li"
                  key={part.key}
                  data-part={part.key}
                  justify="space-between"
                  gap="2"
                  wrap="wrap"
                  paddingY="1"
                >
                  <Stack gap="0.5" minWidth="0" flex="1">
                    <Text fontWeight="medium" truncate dir="auto" textAlign="start">
                      {nameOf(part)}
                    </Text>
                    <Badge
                      size="sm"
                      variant="subtle"
                      colorPalette={palette[part.change]}
                      alignSelf="start"
                    >
                      {intl.formatMessage(messages[part.change])}
                    </Badge>
                  </Stack>
                  {takeable && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={readOnly || (taking && busyKey !== part.key)}
                      loading={busyKey === part.key && !asking}
                      aria-label={intl.formatMessage(jobValueMessages.takePart, {
                        part: nameOf(part),
                      })}
                      onClick={() =>
                        part.change === 'both' ? setAsking(part) : void takePart(part)
                      }
                    >
                      {intl.formatMessage(messages.take)}
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Box>
        </>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          {intl.formatMessage(messages.sourceDeleted)}
        </Text>
      )}
      {asking && (
        <ConfirmDialog
          open
          destructive
          busy={busyKey === asking.key}
          title={intl.formatMessage(messages.replaceTitle)}
          description={intl.formatMessage(jobValueMessages.replaceBody, {
            part: nameOf(asking),
          })}
          confirmLabel={intl.formatMessage(messages.take)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          closeLabel={intl.formatMessage(messages.close)}
          onConfirm={() => void takePart(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
