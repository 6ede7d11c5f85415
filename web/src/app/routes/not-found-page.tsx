import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useDocumentTitle } from '../../ui/use-document-title';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'notFound.body',
    defaultMessage:
      'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
});

/** Any address the route table does not know. */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <Container as="main" maxWidth="lg" py="24">
      <Stack gap="4" textAlign="center" alignItems="center">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an HTTP status, not words */}
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage(messages.body)}</Text>
        <Button asChild>
          <Link to="/">{intl.formatMessage(messages.home)}</Link>
        </Button>
      </Stack>
    </Container>
  );
}
