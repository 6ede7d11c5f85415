import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { apiFile } from '../../../lib/api/client';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';

/** The document exports of docs/import-export.md#export, by their name in the route. */
export type DocumentFormat = 'docx' | 'md' | 'txt';

/** Saves a blob as a file through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads the resume as a Word, Markdown or plain-text file
 * (`GET /resume/{id}/export/{format}`, docs/product.md#calls), named as the
 * server names it (the resume's title). `beforeExport` (the builder's pending
 * save) is awaited first, so the file holds what is on screen. A failure shows
 * a toast with the error's meaning (docs/product.md#error-codes).
 */
export function useDownloadDocument(resumeId: string, beforeExport?: () => Promise<void>) {
  const intl = useIntl();
  const [exporting, setExporting] = useState<DocumentFormat | null>(null);
  const download = useCallback(
    async (format: DocumentFormat) => {
      setExporting(format);
      try {
        await beforeExport?.();
        const { blob, fileName } = await apiFile(
          `/resume/${encodeURIComponent(resumeId)}/export/${format}`,
          `${resumeId}.${format}`,
        );
        saveFile(blob, fileName);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description: describeError(intl, error),
        });
      } finally {
        setExporting(null);
      }
    },
    [beforeExport, intl, resumeId],
  );
  return { download, exporting };
}
