import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'routeError.title', defaultMessage: 'Something went wrong' },
  body: {
    id: 'routeError.body',
    defaultMessage:
      'This page could not be shown. If Vitae was just updated, reloading the page usually fixes it.',
  },
  reload: { id: 'routeError.reload', defaultMessage: 'Reload the page' },
});

/** Shown when a page fails to load or draw (a chunk missing after a deploy, a bug). */
export function RouteErrorPage() {
  const intl = useIntl();
  return (
    <Container as="main" maxWidth="lg" py="24">
      <Stack gap="4" textAlign="center" alignItems="center" role="alert">
        <Heading as="h1" size="2xl">
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage(messages.body)}</Text>
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage(messages.reload)}
        </Button>
      </Stack>
    </Container>
  );
}
