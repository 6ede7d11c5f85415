import {
  Alert,
  Box,
  Button,
  Container,
  EmptyState,
  Flex,
  Heading,
  HStack,
  List,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { type TrashedResumeFieldsFragment as TrashedResume } from '../../../lib/graphql/generated/graphql';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toaster } from '../../../ui/toaster';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { messages as dialogMessages } from '../components/resume-dialog-messages';
import { trashMessages as messages, trashValueMessages } from '../components/trash-messages';
import { useTrash } from '../hooks/use-trash';

type Question = { kind: 'forever'; resume: TrashedResume } | { kind: 'empty'; count: number };

/**
 * The Trash view (docs/web.md#the-trash-view, docs/resume.md#trash): the
 * resumes deleted in the last 30 days, the most recent first, each with the
 * day it was deleted and the day it goes for good; Restore, Delete forever
 * and Empty trash, the last two asked first.
 */
export function TrashPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const showServerError = useServerErrorToast();
  const trash = useTrash();
  const [question, setQuestion] = useState<Question | null>(null);
  const [questionOpen, setQuestionOpen] = useState(false);
  const [restoringId, setRestoringId] = useState<string | null>(null);

  const day = (iso: string | null | undefined) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '';

  const ask = (next: Question) => {
    setQuestion(next);
    setQuestionOpen(true);
  };

  async function restore(resume: TrashedResume) {
    setRestoringId(resume.id);
    try {
      await trash.restore(resume.id);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(trashValueMessages.restored, { title: resume.title }),
      });
    } catch (error) {
      showServerError(asApiError(error));
    } finally {
      setRestoringId(null);
    }
  }

  async function confirm() {
    if (!question) {
      return;
    }
    try {
      if (question.kind === 'forever') {
        await trash.deleteForever(question.resume.id);
      } else {
        await trash.emptyTrash();
      }
      setQuestionOpen(false);
    } catch (error) {
      showServerError(asApiError(error));
    }
  }

  const count = trash.trashed?.length ?? 0;

  return (
    <Container maxWidth="5xl" paddingX={{ base: '4', md: '8' }} paddingY={{ base: '5', md: '8' }}>
      <HStack justify="space-between" marginBottom="3" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {intl.formatMessage(messages.title)}
        </Heading>
        {count > 0 && (
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={() => ask({ kind: 'empty', count })}
          >
            <Trash2 aria-hidden />
            {intl.formatMessage(messages.emptyTrash)}
          </Button>
        )}
      </HStack>
      <Text color="fg.muted" marginBottom={{ base: '5', md: '8' }} maxWidth="3xl">
        {intl.formatMessage(messages.intro)}
      </Text>

      {trash.error && !trash.trashed && (
        <Alert.Root status="error" marginBottom="6" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(messages.loadFailed)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}

      <Box aria-busy={trash.loading} aria-live="polite">
        {trash.loading && (
          <Box srOnly role="status">
            {intl.formatMessage(messages.loading)}
          </Box>
        )}
        {count > 0 && (
          <List.Root as="ul" listStyle="none" display="flex" flexDirection="column" gap="2">
            {trash.trashed?.map((resume) => (
              <List.Item
                key={resume.id}
                aria-label={resume.title}
                borderWidth="1px"
                borderColor="border"
                borderRadius="lg"
                bg="bg.panel"
                paddingX="4"
                paddingY="3"
              >
                <Stack
                  direction={{ base: 'column', md: 'row' }}
                  justify="space-between"
                  align={{ base: 'stretch', md: 'center' }}
                  gap="3"
                >
                  <Stack gap="0.5" minWidth="0">
                    <Text fontWeight="semibold" truncate dir="auto">
                      {resume.title}
                    </Text>
                    <Flex wrap="wrap" columnGap="4" textStyle="sm" color="fg.muted">
                      <Text as="span">
                        {intl.formatMessage(trashValueMessages.deletedOn, {
                          date: day(resume.deletedAt),
                        })}
                      </Text>
                      <Text as="span">
                        {intl.formatMessage(trashValueMessages.purgeOn, {
                          date: day(resume.purgeAt),
                        })}
                      </Text>
                    </Flex>
                  </Stack>
                  <HStack gap="2" flexShrink={0}>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={restoringId === resume.id}
                      onClick={() => void restore(resume)}
                    >
                      <ArchiveRestore aria-hidden />
                      {intl.formatMessage(messages.restore)}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => ask({ kind: 'forever', resume })}
                    >
                      {intl.formatMessage(messages.deleteForever)}
                    </Button>
                  </HStack>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>

      {trash.trashed?.length === 0 && (
        <EmptyState.Root borderWidth="1px" borderRadius="xl" borderColor="border" bg="bg.subtle">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.fg">
              <Trash2 aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="2">
              <EmptyState.Title as="h2">{intl.formatMessage(messages.emptyTitle)}</EmptyState.Title>
              <EmptyState.Description maxWidth="md">
                {intl.formatMessage(messages.emptyDescription)}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      {question && (
        <ConfirmDialog
          open={questionOpen}
          destructive
          busy={question.kind === 'forever' ? trash.deleting : trash.emptying}
          title={intl.formatMessage(
            question.kind === 'forever' ? messages.foreverTitle : messages.emptyConfirmTitle,
          )}
          description={
            question.kind === 'forever'
              ? intl.formatMessage(trashValueMessages.foreverBody, {
                  title: question.resume.title,
                })
              : intl.formatMessage(trashValueMessages.emptyConfirmBody, { count: question.count })
          }
          confirmLabel={intl.formatMessage(
            question.kind === 'forever' ? messages.deleteForever : messages.emptyTrash,
          )}
          cancelLabel={intl.formatMessage(dialogMessages.cancel)}
          closeLabel={intl.formatMessage(dialogMessages.close)}
          onConfirm={() => void confirm()}
          onClose={() => setQuestionOpen(false)}
        />
      )}
    </Container>
  );
}
