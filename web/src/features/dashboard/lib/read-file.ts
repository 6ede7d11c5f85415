/**
 * A file's bytes. `Blob.arrayBuffer` where the platform has it (browsers and
 * their workers), `FileReader` otherwise (older engines, jsdom). Rejects when
 * the file cannot be read, e.g. it was moved or deleted after it was chosen.
 */
export function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') {
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}
