import { edgeErrorStatus, errorStatus } from '@vitae/schema';

/** The status for an error code; unknown codes are the server's fault. */
export function statusForCode(code: string): number {
  return (
    (errorStatus as Record<string, number>)[code] ??
    (edgeErrorStatus as Record<string, number>)[code] ??
    500
  );
}
