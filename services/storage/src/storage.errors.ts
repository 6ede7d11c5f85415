import { type StorageErrorCode } from '@vitae/schema';
import { DomainError } from '@vitae/service-kit';

/**
 * The closed union of storage error codes. docs/product.md#error-codes has no storage codes, so
 * they are listed in `@vitae/schema` beside the others; each one's HTTP
 * status is the kit's `statusOf(code)`.
 */
export { type StorageErrorCode };

/** A refusal by the storage service; its status comes from the code. */
export class StorageError extends DomainError<StorageErrorCode> {
  constructor(code: StorageErrorCode, message: string) {
    super(code, message);
    this.name = 'StorageError';
  }
}
