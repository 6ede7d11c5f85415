import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChartLine, Download, Eye, Info, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useFreshFetchPolicy } from '../../../../../lib/apollo/fresh-queries';
import { ResumeStatisticsDocument } from '../../../../../lib/graphql/generated/graphql';
import { useResumeMeta } from '../../../hooks/builder-context';
import { PaneSection } from '../../pane-section';

const messages = defineMessages({
  title: { id: 'builder.statistics.title', defaultMessage: 'Statistics' },
  views: { id: 'builder.statistics.views', defaultMessage: 'Views' },
  downloads: { id: 'builder.statistics.downloads', defaultMessage: 'Downloads' },
  note: {
    id: 'builder.statistics.note',
    defaultMessage:
      'Views and downloads are counted only while the resume is public, and never your own.',
  },
  privateNote: {
    id: 'builder.statistics.privateNote',
    defaultMessage: 'This resume is private, so nothing is being counted. Make it public to start.',
  },
  failed: {
    id: 'builder.statistics.failed',
    defaultMessage: 'The statistics could not be loaded.',
  },
  retry: { id: 'builder.statistics.retry', defaultMessage: 'Try again' },
});

function Counter({ label, icon, value }: { label: string; icon: ReactNode; value?: number }) {
  const intl = useIntl();
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <HStack as="dt" gap="1.5" color="fg.muted" textStyle="sm">
        <Box as="span" display="inline-flex" aria-hidden>
          {icon}
        </Box>
        {label}
      </HStack>
      <Box as="dd" m="0">
        {value === undefined ? (
          <Skeleton height="9" width="12" />
        ) : (
          <Text
            as="span"
            textStyle="3xl"
            fontWeight="semibold"
            lineHeight="1.2"
            fontVariantNumeric="tabular-nums"
          >
            {intl.formatNumber(value)}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Statistics (docs/product.md#design-tools and #resume): how often the public resume was viewed and its
 * PDF downloaded by others.
 */
export function StatisticsSection() {
  const intl = useIntl();
  const { id, visibility } = useResumeMeta();
  const { data, error, refetch } = useQuery(ResumeStatisticsDocument, {
    variables: { id },
    fetchPolicy: useFreshFetchPolicy(ResumeStatisticsDocument, { id }),
  });

  // Going public or private is the moment a person looks again (not the first draw: the query
  // above asks the server then, unless its answer is fresh).
  const shownVisibility = useRef(visibility);
  useEffect(() => {
    if (shownVisibility.current === visibility) {
      return;
    }
    shownVisibility.current = visibility;
    void refetch().catch(() => undefined);
  }, [visibility, refetch]);

  const statistics = data?.resumeStatistics;
  const views = intl.formatMessage(messages.views);
  const downloads = intl.formatMessage(messages.downloads);

  return (
    <PaneSection
      id="statistics"
      title={intl.formatMessage(messages.title)}
      icon={<ChartLine size={18} />}
    >
      <Stack gap="3">
        {error && !statistics ? (
          <HStack justify="space-between" p="3" borderWidth="1px" borderRadius="l2">
            <Text textStyle="sm" color="fg.error">
              {intl.formatMessage(messages.failed)}
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => void refetch().catch(() => undefined)}
            >
              <RotateCw aria-hidden />
              {intl.formatMessage(messages.retry)}
            </Button>
          </HStack>
        ) : (
          <SimpleGrid as="dl" columns={2} gap="3" aria-busy={!statistics || undefined}>
            <Counter label={views} icon={<Eye size={14} />} value={statistics?.views} />
            <Counter
              label={downloads}
              icon={<Download size={14} />}
              value={statistics?.downloads}
            />
          </SimpleGrid>
        )}
        <HStack align="flex-start" gap="2" color="fg.muted" textStyle="xs">
          <Box as="span" display="inline-flex" mt="0.5" aria-hidden>
            <Info size={14} />
          </Box>
          <Text>
            {intl.formatMessage(visibility === 'public' ? messages.note : messages.privateNote)}
          </Text>
        </HStack>
      </Stack>
    </PaneSection>
  );
}
