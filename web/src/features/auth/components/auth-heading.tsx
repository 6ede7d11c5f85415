import { Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';

type AuthHeadingProps = { title: string; children?: ReactNode };

/** A screen's title and the sentence under it. */
export function AuthHeading({ title, children }: AuthHeadingProps) {
  return (
    <Stack gap="2" mb="8">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" textStyle="sm">
          {children}
        </Text>
      )}
    </Stack>
  );
}
