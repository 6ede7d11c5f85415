import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import { PrintLetterDocument } from '../../../lib/graphql/generated/graphql';
import { useKit } from './builder-kit';

/**
 * Download PDF: the letter's `pdfUrl` (docs/render.md#cover-letters), in a tab
 * opened at the click, as the resume builder's download does. `beforePrint`
 * (the pending save) is awaited first, so the PDF is of what is on screen.
 */
export function useDownloadLetterPdf(letterId: string, beforePrint?: () => Promise<void>) {
  const client = useApolloClient();
  const urlOf = useCallback(async () => {
    await beforePrint?.();
    const { data } = await withApiErrors(
      client.query({
        query: PrintLetterDocument,
        variables: { id: letterId },
        fetchPolicy: 'no-cache',
      }),
    );
    if (!data) {
      throw new Error('The server did not return the PDF.');
    }
    return data.letter.pdfUrl;
  }, [beforePrint, client, letterId]);
  return useKit().usePdfInTab(urlOf);
}
