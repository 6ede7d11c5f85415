import { Public } from '@vitae/service-kit';
import { Query, Resolver } from 'type-graphql';

import { acceptedImageTypes, UploadPolicy } from './upload-policy';

/** Builds the resolver that tells clients the upload limits before they send a file. */
export function createUploadPolicyResolver(maxImageBytes: number) {
  @Resolver()
  class UploadPolicyResolver {
    @Public()
    @Query(() => UploadPolicy)
    uploadPolicy(): UploadPolicy {
      return { maxImageBytes, acceptedImageTypes: [...acceptedImageTypes] };
    }
  }
  return UploadPolicyResolver;
}
