import { Alert, Box, Button, EmptyState, Grid, List, VStack } from '@chakra-ui/react';
import { type ReactNode } from 'react';

import { type ViewMode } from '../lib/view-mode';

export type DocumentListProps = {
  view: ViewMode;
  loading: boolean;
  /** What the page says while its documents load (read to screen readers). */
  loadingLabel: string;
  /** The refusal to show when the list could not be loaded, with its retry; null when it loaded. */
  failed: { title: string; hint: string; retry: string; onRetry: () => void } | null;
  /** The tiles (cards in the grid, rows in the list) or their skeletons. */
  children: ReactNode;
};

/**
 * The body of a dashboard list of documents (resumes, letters): the error
 * with its retry when the list could not be loaded, then the tiles as a grid
 * of cards or a list of rows, busy while they load.
 */
export function DocumentList({ view, loading, loadingLabel, failed, children }: DocumentListProps) {
  return (
    <>
      {failed && (
        <Alert.Root status="error" marginBottom="6" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failed.title}</Alert.Title>
            <Alert.Description>{failed.hint}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={failed.onRetry}>
            {failed.retry}
          </Button>
        </Alert.Root>
      )}

      <Box aria-busy={loading} aria-live="polite">
        {loading && (
          <Box srOnly role="status">
            {loadingLabel}
          </Box>
        )}
        {view === 'grid' ? (
          <Grid
            templateColumns={{
              base: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(11rem, 1fr))',
              lg: 'repeat(auto-fill, minmax(13rem, 1fr))',
            }}
            columnGap={{ base: '3', md: '6' }}
            rowGap={{ base: '5', md: '8' }}
          >
            {children}
          </Grid>
        ) : (
          <List.Root as="ul" listStyle="none" display="flex" flexDirection="column" gap="2">
            {children}
          </List.Root>
        )}
      </Box>
    </>
  );
}

export type DocumentsEmptyProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** What to do first: the page's buttons. */
  children: ReactNode;
  marginTop?: { base: string; md: string };
  'data-testid'?: string;
};

/** What a dashboard list shows when the person has no documents of its kind yet. */
export function DocumentsEmpty({
  icon,
  title,
  description,
  children,
  marginTop,
  'data-testid': testId,
}: DocumentsEmptyProps) {
  return (
    <EmptyState.Root
      marginTop={marginTop}
      borderWidth="1px"
      borderRadius="xl"
      borderColor="border"
      bg="bg.subtle"
      data-testid={testId}
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description maxWidth="md">{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
