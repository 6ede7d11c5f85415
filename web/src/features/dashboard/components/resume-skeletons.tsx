import { Box, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

import { type ViewMode } from '../lib/view-mode';

export type ResumeSkeletonsProps = { view: ViewMode; count?: number };

/** Placeholders in the shape of the tiles while the list is on its way. */
export function ResumeSkeletons({ view, count = 4 }: ResumeSkeletonsProps) {
  const slots = Array.from({ length: count }, (_, index) => index);
  if (view === 'list') {
    return slots.map((slot) => (
      <HStack
        as="li"
        key={slot}
        gap="4"
        paddingX="3"
        paddingY="2.5"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="border"
        aria-hidden
      >
        <Skeleton width="10" aspectRatio={1 / 1.4142} borderRadius="sm" />
        <SkeletonText noOfLines={2} flex="1" gap="2" maxWidth="xs" />
      </HStack>
    ));
  }
  return slots.map((slot) => (
    <Stack key={slot} gap="3" aria-hidden>
      <Skeleton width="full" aspectRatio={1 / 1.4142} borderRadius="lg" />
      <Box>
        <SkeletonText noOfLines={2} gap="2" />
      </Box>
    </Stack>
  ));
}
