import { Field, Int, ObjectType } from 'type-graphql';

/** Image types accepted for pictures; the bytes are sniffed, the name is never trusted. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

@ObjectType({ description: 'What an image upload (PUT /api/storage/image) may be.' })
export class UploadPolicy {
  @Field(() => Int)
  maxImageBytes!: number;

  @Field(() => [String])
  acceptedImageTypes!: string[];
}
