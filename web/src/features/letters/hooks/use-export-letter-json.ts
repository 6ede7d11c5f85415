import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { apiFile } from '../../../lib/api/client';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { saveFile } from '../lib/save-file';

/**
 * Export JSON: the letter's file as the server writes it
 * (`GET /api/letter/{id}/export/json`, docs/letters.md#import-and-export),
 * named after the letter's title. `beforeExport` (the pending save) is awaited
 * first, so the file holds what is on screen; a failure is a toast with the
 * error's meaning.
 */
export function useExportLetterJson(letterId: string, beforeExport?: () => Promise<void>) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const exportJson = useCallback(async () => {
    setExporting(true);
    try {
      await beforeExport?.();
      const { blob, fileName } = await apiFile(
        `/letter/${encodeURIComponent(letterId)}/export/json`,
        `${letterId}.json`,
      );
      saveFile(blob, fileName);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description: describeError(intl, error),
      });
    } finally {
      setExporting(false);
    }
  }, [beforeExport, intl, letterId]);
  return { exportJson, exporting };
}
