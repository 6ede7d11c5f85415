import { type ResumeData } from '@vitae/schema';

/** docs/product.md#export: the export is the resume data pretty-printed with two-space indentation. */
export function resumeJson(data: ResumeData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** docs/product.md#export: the file is named after the resume id. */
export function jsonFileName(resumeId: string): string {
  return `${resumeId}.json`;
}

/** Saves the resume data as `{id}.json` through the browser's download. */
export function downloadResumeJson(resumeId: string, data: ResumeData): void {
  const blob = new Blob([resumeJson(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = jsonFileName(resumeId);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
