import { templates } from '@vitae/schema';
import { Public } from '@vitae/service-kit';
import { Field, ObjectType, Query, Resolver } from 'type-graphql';

@ObjectType({ description: 'A resume template as the template picker shows it.' })
export class TemplateCard {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Preview image of the template with the sample resume.' })
  previewUrl!: string;

  @Field(() => String, { description: 'PDF of the template with the sample resume.' })
  pdfUrl!: string;
}

/** The template gallery (docs/product.md#design-tools: /templates/jpg/{name}.jpg and templates/pdf/{name}.pdf). */
@Resolver()
export class TemplateGalleryResolver {
  @Public()
  @Query(() => [TemplateCard])
  templates(): TemplateCard[] {
    return templates.map((name) => ({
      name,
      previewUrl: `/templates/jpg/${name}.jpg`,
      pdfUrl: `/templates/pdf/${name}.pdf`,
    }));
  }
}
