import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { PrintResumeDocument } from '../../../lib/graphql/generated/graphql';
import { toaster } from '../../../ui/toaster';

/**
 * Download PDF (the resume's `pdfUrl`; `GET /resume/print/{id}` in docs/product.md#calls): a tab is opened at the click,
 * so no popup blocker stops it, and sent to the PDF when its address arrives.
 * A print error closes it and shows a toast with the error's message (docs/product.md#error-codes).
 * `beforePrint` (the builder's pending save) is awaited first.
 */
export function useDownloadPdf(resumeId: string, beforePrint?: () => Promise<void>) {
  const intl = useIntl();
  const client = useApolloClient();
  const [printing, setPrinting] = useState(false);
  const download = useCallback(async () => {
    const tab = window.open('', '_blank');
    setPrinting(true);
    try {
      // The builder's last edit is stored first, so the PDF is of what is on screen.
      await beforePrint?.();
      const { data } = await withApiErrors(
        client.query({
          query: PrintResumeDocument,
          variables: { id: resumeId },
          // Printed for the resume as it is now: never an address the cache kept.
          fetchPolicy: 'no-cache',
        }),
      );
      if (!data) {
        throw new Error('The server did not return the PDF.');
      }
      const url = data.resume.pdfUrl;
      if (tab) {
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description: describeError(intl, error),
      });
    } finally {
      setPrinting(false);
    }
  }, [beforePrint, client, intl, resumeId]);
  return { download, printing };
}
