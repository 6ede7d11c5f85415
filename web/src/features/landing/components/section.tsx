import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

export type SectionProps = {
  id: string;
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  children: ReactNode;
  muted?: boolean;
};

/** A landing section: an h2, an optional lead, the same rhythm everywhere. */
export function Section({ id, title, lead, children, muted = false }: SectionProps) {
  const intl = useIntl();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: '16', md: '24' }}
      bg={muted ? { base: 'gray.50', _dark: 'rgba(255,255,255,0.02)' } : undefined}
      borderYWidth={muted ? '1px' : undefined}
      borderColor="border.muted"
    >
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Stack gap="3" mb={{ base: '10', md: '14' }} maxWidth="2xl">
          <Heading
            id={`${id}-title`}
            as="h2"
            fontSize={{ base: '3xl', md: '4xl' }}
            letterSpacing="-0.02em"
          >
            {intl.formatMessage(title)}
          </Heading>
          {lead && (
            <Text color="fg.muted" fontSize="lg">
              {intl.formatMessage(lead)}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
