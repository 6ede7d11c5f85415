import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import {
  CreateLetterDocument,
  LettersDocument,
  ResumeJobPostingDocument,
  type ResumeSummaryFieldsFragment as ResumeSummary,
} from '../../../lib/graphql/generated/graphql';
import { type LetterPosting } from '../lib/letter-draft';
import { addToLetterList } from './cache';

const messages = defineMessages<{
  toCompany: { company: string };
  fromResume: { title: string };
}>({
  toCompany: { id: 'dashboard.writeLetter.title.toCompany', defaultMessage: 'Letter to {company}' },
  fromResume: { id: 'dashboard.writeLetter.title.fromResume', defaultMessage: '{title} letter' },
});

const blankMessages = defineMessages({
  blank: { id: 'dashboard.writeLetter.title.blank', defaultMessage: 'New letter' },
});

/**
 * Write a letter (docs/product.md#letter-list): from a resume, with the posting
 * of the job a tailored copy is aimed at, or blank without one. The letter is
 * created with a free slug, joins the cached list, and its builder opens; a
 * refusal shows the server error toast.
 */
export function useWriteLetter() {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const showServerError = useServerErrorToast();
  const [mutate, { loading }] = useMutation(CreateLetterDocument, {
    update(cache, { data }) {
      if (data) {
        addToLetterList(cache, data.createLetter);
      }
    },
  });

  const writeLetter = useCallback(
    async (resume?: Pick<ResumeSummary, 'id' | 'title' | 'job'>) => {
      try {
        // The rules load when first used: they bring the schema package, which the resumes page
        // does not load otherwise (docs/performance.md "Web app").
        const { fitTitle, freeLetterSlug, postingOf } = await import('../lib/letter-draft');
        let posting: LetterPosting | undefined;
        if (resume && postingOf(resume.job)) {
          // The list leaves a job's posting out: read it now (docs/web.md#tailored-copies-on-the-dashboard).
          const { data } = await client.query({
            query: ResumeJobPostingDocument,
            variables: { id: resume.id },
            fetchPolicy: 'network-only',
          });
          posting = postingOf(data?.resume.job ?? resume.job);
        }
        const title = fitTitle(
          posting?.company
            ? intl.formatMessage(messages.toCompany, { company: posting.company })
            : resume
              ? intl.formatMessage(messages.fromResume, { title: resume.title })
              : intl.formatMessage(blankMessages.blank),
        );
        const { data: list } = await client.query({
          query: LettersDocument,
          fetchPolicy: 'network-only',
        });
        const slug = freeLetterSlug(title, list?.letters.map((letter) => letter.slug) ?? []);
        const { data } = await mutate({
          variables: {
            input: {
              title,
              slug,
              visibility: 'private',
              ...(resume && { fromResumeId: resume.id }),
              ...(posting && { posting }),
            },
          },
        });
        if (data) {
          void navigate(`/letters/${data.createLetter.id}`);
        }
        return data?.createLetter;
      } catch (error) {
        showServerError(asApiError(error));
        return undefined;
      }
    },
    [client, intl, mutate, navigate, showServerError],
  );

  return { writeLetter, writing: loading };
}
