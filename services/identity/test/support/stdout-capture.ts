/**
 * Everything written to stdout until `restore()`, where the services' loggers
 * write their JSON lines (nothing reaches the terminal meanwhile).
 */
export function captureStdout(): { text(): string; restore(): void } {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  return {
    text: () => lines.join(''),
    restore: () => {
      process.stdout.write = write;
    },
  };
}
