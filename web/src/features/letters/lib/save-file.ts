/** Saves a blob as a file through the browser's download, under `fileName`. */
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
