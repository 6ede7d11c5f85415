import { DomainError } from '@vitae/service-kit';

/**
 * Every refusal the storage service answers with. SPEC §8 has no storage
 * codes, so these are named here, each with the HTTP status it travels with.
 */
export const storageErrorStatus = {
  Unauthenticated: 401,
  MissingImageFile: 400,
  UnsupportedImageType: 415,
  ImageTooLarge: 413,
  ImageUnreadable: 422,
  UploadTimedOut: 408,
  FileNotFound: 404,
  FileLinkInvalid: 403,
  FileLinkExpired: 403,
  FileUnavailable: 503,
  RemoteImageRefused: 403,
  RemoteImageTooLarge: 413,
  RemoteImageUnsupportedType: 415,
  RemoteImageTimedOut: 504,
  RemoteImageUnavailable: 502,
} as const;

/** The closed union of storage error codes. */
export type StorageErrorCode = keyof typeof storageErrorStatus;

/** A refusal by the storage service; its status comes from the code. */
export class StorageError extends DomainError<StorageErrorCode> {
  constructor(code: StorageErrorCode, message: string) {
    super(code, message, storageErrorStatus[code]);
    this.name = 'StorageError';
  }
}
