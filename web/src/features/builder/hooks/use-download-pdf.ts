import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { api } from '../../../lib/api/client';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';

/**
 * Download PDF (SPEC §7 GET /resume/print/{id}): a tab is opened at the click,
 * so no popup blocker stops it, and sent to the PDF when its address arrives.
 * A print error closes it and shows a toast with the error's message (SPEC §8).
 * `beforePrint` (the builder's pending save) is awaited first.
 */
export function useDownloadPdf(resumeId: string, beforePrint?: () => Promise<void>) {
  const intl = useIntl();
  const [printing, setPrinting] = useState(false);
  const download = useCallback(async () => {
    const tab = window.open('', '_blank');
    setPrinting(true);
    try {
      // The builder's last edit is stored first, so the PDF is of what is on screen.
      await beforePrint?.();
      const { url } = await api<{ url: string }>(`/resume/print/${resumeId}`);
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
  }, [beforePrint, intl, resumeId]);
  return { download, printing };
}
