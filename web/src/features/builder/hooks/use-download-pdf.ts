import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import {
  PrintResumeDocument,
  type PrintVariant,
  ResumeVersionPdfDocument,
} from '../../../lib/graphql/generated/graphql';
import { toaster } from '../../../ui/toaster';

/**
 * Opens a PDF whose address is asked for after the click: a tab is opened at
 * the click, so no popup blocker stops it, and sent to the PDF when its
 * address arrives. A print error closes it and shows a toast with the error's
 * message (docs/product.md#error-codes).
 */
export function usePdfInTab<A extends unknown[]>(urlOf: (...args: A) => Promise<string>) {
  const intl = useIntl();
  const [printing, setPrinting] = useState(false);
  const download = useCallback(
    async (...args: A) => {
      const tab = window.open('', '_blank');
      setPrinting(true);
      try {
        const url = await urlOf(...args);
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
    },
    [intl, urlOf],
  );
  return { download, printing };
}

/**
 * Download PDF (the resume's `pdfUrl`; `GET /resume/print/{id}` in
 * docs/product.md#calls), in a tab opened at the click. `beforePrint` (the
 * builder's pending save) is awaited first, so the PDF is of what is on screen.
 * `variant` plain is the plain version for ATS portals (docs/render.md#the-plain-version).
 */
export function useDownloadPdf(
  resumeId: string,
  beforePrint?: () => Promise<void>,
  variant: PrintVariant = 'designed',
) {
  const client = useApolloClient();
  const urlOf = useCallback(async () => {
    await beforePrint?.();
    const { data } = await withApiErrors(
      client.query({
        query: PrintResumeDocument,
        variables: { id: resumeId, variant },
        // Printed for the resume as it is now: never an address the cache kept.
        fetchPolicy: 'no-cache',
      }),
    );
    if (!data) {
      throw new Error('The server did not return the PDF.');
    }
    return data.resume.pdfUrl;
  }, [beforePrint, client, resumeId, variant]);
  return usePdfInTab(urlOf);
}

/**
 * The History panel's Download PDF (docs/web.md#the-history-panel): the
 * resume as one of its versions left it, in a tab opened at the click.
 */
export function useDownloadVersionPdf(resumeId: string) {
  const client = useApolloClient();
  const urlOf = useCallback(
    async (versionId: string) => {
      const { data } = await withApiErrors(
        client.query({
          query: ResumeVersionPdfDocument,
          variables: { id: resumeId, versionId },
          fetchPolicy: 'no-cache',
        }),
      );
      if (!data) {
        throw new Error('The server did not return the PDF.');
      }
      return data.resumeVersion.pdfUrl;
    },
    [client, resumeId],
  );
  return usePdfInTab(urlOf);
}
